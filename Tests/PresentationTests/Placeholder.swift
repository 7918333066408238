// Placeholder so the PresentationTests target builds until its first real test lands; delete it then.
