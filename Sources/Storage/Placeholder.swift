// Placeholder so the Storage target builds until its first real source file lands; delete it then.
