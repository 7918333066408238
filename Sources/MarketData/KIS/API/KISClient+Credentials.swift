// A KIS client taking another app key while it runs: R after the user fixed the key in config.json.

extension KISClient {
    /// The tokens of the app key in use.
    var tokens: KISTokenProvider { keyed.withLock { $0.tokens } }

    /// The approval keys of the app key in use, whichever that is when a session asks.
    var approvalKeys: any KISApprovalKeySource { KISCurrentApprovalKeys(keyed) }

    /// Takes `credentials` for every later request, with tokens, approval keys and a shared pace of their
    /// own (the old key's refusal no longer applies); true when they differ from the ones in use. A request
    /// already under way finishes with the key it started with.
    @discardableResult
    public func use(_ credentials: KISCredentials) -> Bool {
        keyed.withLock { parts in
            guard parts.credentials != credentials else { return false }
            parts = makeKeyed(credentials)
            return true
        }
    }
}
