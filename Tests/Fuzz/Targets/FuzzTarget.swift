// What every fuzz target is: a name and a check of one input that throws when an invariant breaks.

import Glibc

/// One parser under fuzzing: `check` feeds it the input and throws `InvariantViolation` when what it
/// decoded breaks a rule the app relies on (a crash or a sanitizer report ends the run by itself).
package protocol FuzzTarget: SendableMetatype {
    /// The target's name: `FUZZ_TARGET`'s value and its corpus folder under Tests/Fuzz/Corpus.
    static var name: String { get }
    /// Runs the parser on `input` and checks what it produced.
    static func check(_ input: [UInt8]) throws(InvariantViolation)
}

/// Every fuzz target, by name.
package enum FuzzTargets {
    package static let all: [any FuzzTarget.Type] = [
        RealtimeFrameFuzzTarget.self, ExecutionNoticeFuzzTarget.self, RESTAnswerFuzzTarget.self,
        MasterFileFuzzTarget.self, KeyInputFuzzTarget.self, JSONFileFuzzTarget.self,
        DialogTextFuzzTarget.self, CommandLineFuzzTarget.self,
    ]

    /// The target called `name`, if there is one.
    package static func named(_ name: String) -> (any FuzzTarget.Type)? {
        all.first { $0.name == name }
    }

    /// The target `FUZZ_TARGET` names, chosen once; the process stops with the list of names when it
    /// names none.
    package static let selected: any FuzzTarget.Type = {
        let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = named(name) else {
            let message = "stockwatch-fuzz: set FUZZ_TARGET to one of: \(all.map { $0.name }.joined(separator: ", "))\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            exit(2)
        }
        return target
    }()
}

/// A rule broken by what a parser produced, with the rule and the value that broke it.
package struct InvariantViolation: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}

/// Throws `InvariantViolation(message)` unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(InvariantViolation) {
    if !condition { throw InvariantViolation(message()) }
}

extension String {
    /// Whether the text holds a C0 or C1 control character or DEL (Esc among them).
    var hasControlCharacter: Bool {
        unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }
}
