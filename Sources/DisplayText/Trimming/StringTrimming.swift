// White-space trimming without Foundation's CharacterSet, for every module that cleans up outside text.

extension String {
    /// The text without leading and trailing white space (any Unicode white space, new lines included).
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
