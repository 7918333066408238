// Placeholder so the Domain target builds until its first real source file lands; delete it then.
