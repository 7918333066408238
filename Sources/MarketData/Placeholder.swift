// Placeholder so the MarketData target builds until its first real source file lands; delete it then.
