// Placeholder so the TUITests target builds until its first real test lands; delete it then.
