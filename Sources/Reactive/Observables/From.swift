// `from`: a sequence of the elements of an array or any Swift sequence.

extension ObservableType {
    /// Emits each element of `array` in order, then completes.
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    /// - parameters:
    ///   - array: The elements to emit.
    ///   - scheduler: Where the elements are sent; by default the current thread's trampoline.
    /// - returns: A sequence of the array's elements, then `.completed`.
    public static func from(
        _ array: [Element],
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        SequenceProducer(elements: array, scheduler: scheduler)
    }

    /// Emits each element of `sequence` in order, then completes. The sequence is iterated anew
    /// for every subscription.
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    /// - parameters:
    ///   - sequence: The elements to emit.
    ///   - scheduler: Where the elements are sent; by default the current thread's trampoline.
    /// - returns: A sequence of the sequence's elements, then `.completed`.
    public static func from<Elements: Sequence>(
        _ sequence: Elements,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Elements.Element == Element {
        SequenceProducer(elements: sequence, scheduler: scheduler)
    }
}
