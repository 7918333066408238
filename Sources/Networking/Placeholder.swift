// Placeholder so the Networking target builds until its first real source file lands; delete it then.
