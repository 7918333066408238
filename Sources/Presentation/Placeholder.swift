// Placeholder so the Presentation target builds until its first real source file lands; delete it then.
