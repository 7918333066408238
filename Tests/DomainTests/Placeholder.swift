// Placeholder so the DomainTests target builds until its first real test lands; delete it then.
