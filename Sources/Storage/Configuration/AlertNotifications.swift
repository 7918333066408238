// How a fired price alert is announced beyond the status line: config.json's `notifications`.

/// What the terminal does when an alert fires: ring the bell, send a desktop notification through the
/// terminal (OSC 777 / OSC 9), both (the default), or neither.
public enum AlertNotifications: String, CaseIterable, Sendable {
    case bell
    case osc
    case both
    case off

    /// Whether the bell rings.
    public var ringsBell: Bool { self == .bell || self == .both }
    /// Whether the desktop notification is sent.
    public var sendsNotification: Bool { self == .osc || self == .both }
}
