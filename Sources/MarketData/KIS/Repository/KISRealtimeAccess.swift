// Whether the kis feed opens the app key's one real-time session, or polls only (and why).

import FoundationEssentials

/// Set by the composition root: `.session` for the instance that owns the app key, `.restOnly` for a
/// read-only second instance (KIS allows one session per app key; a second would take it away,
/// OPSP8996), for `--no-realtime` and for config `"realtime": false`.
public enum KISRealtimeAccess: Sendable, Equatable {
    /// Open a session at `url` (config.json's `kis_websocket_url`).
    case session(URL)
    /// Poll over REST only; `reason` is what the status line shows.
    case restOnly(reason: String)

    /// KIS's real-time URL for `accountType` (plain ws; see KIS.md).
    public static func officialURL(_ accountType: KISAccountType) -> URL {
        URL(string: accountType == .real ? "ws://ops.koreainvestment.com:21000/tryitout" : "ws://ops.koreainvestment.com:31000/tryitout")!
    }
}
