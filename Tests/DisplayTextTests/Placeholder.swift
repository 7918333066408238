// Placeholder so the DisplayTextTests target builds until its first real test lands; delete it then.
