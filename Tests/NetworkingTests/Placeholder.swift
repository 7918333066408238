// Placeholder so the NetworkingTests target builds until its first real test lands; delete it then.
