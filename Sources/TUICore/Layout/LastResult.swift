// The last result a view worked out, kept with what it was worked out from.

/// Remembers what `make` returned for the last input: a frame that asks again with an equal input (the
/// same width, the same message) gets it back without working it out anew. A screen object owns one
/// across frames, as views are values redrawn every frame; one input is kept, not a growing cache.
public final class LastResult<Input: Equatable, Output> {
    @usableFromInline var last: (input: Input, output: Output)?

    public init() {}

    /// The output for `input`: the kept one when `input` equals the last, else `make(input)`, kept.
    @inlinable
    public func output(for input: Input, _ make: (Input) -> Output) -> Output {
        if let last, last.input == input { return last.output }
        let output = make(input)
        last = (input, output)
        return output
    }
}
