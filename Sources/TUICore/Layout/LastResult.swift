// The last result a view worked out, kept with what it was worked out from.

/// Remembers what `make` returned for the last input: a frame that asks again with an equal input (the
/// same width, the same message) gets it back without working it out anew. A screen object owns one
/// across frames, as views are values redrawn every frame; one input is kept, not a growing cache.
public final class LastResult<Input: Equatable, Output> {
    private var last: (input: Input, output: Output)?

    public init() {}

    /// The output for `input`: the kept one when `input` equals the last, else `make(input)`, kept.
    @inlinable
    public func output(for input: Input, _ make: (Input) -> Output) -> Output {
        if let kept = kept(for: input) { return kept }
        let output = make(input)
        keep(output, for: input)
        return output
    }

    @usableFromInline
    func kept(for input: Input) -> Output? {
        guard let last, last.input == input else { return nil }
        return last.output
    }

    @usableFromInline
    func keep(_ output: Output, for input: Input) {
        last = (input, output)
    }
}
