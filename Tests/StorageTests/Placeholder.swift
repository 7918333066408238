// Placeholder so the StorageTests target builds until its first real test lands; delete it then.
