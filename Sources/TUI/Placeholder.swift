// Placeholder so the TUI target builds until its first real source file lands; delete it then.
