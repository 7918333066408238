// Placeholder so the MarketDataTests target builds until its first real test lands; delete it then.
