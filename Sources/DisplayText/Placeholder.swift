// Placeholder so the DisplayText target builds until its first real source file lands; delete it then.
