// `of`: a sequence of the listed elements.

extension ObservableType {
    /// Emits each of `elements` in order, then completes.
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    /// - parameters:
    ///   - elements: The elements to emit.
    ///   - scheduler: Where the elements are sent; by default the current thread's trampoline.
    /// - returns: A sequence of `elements`, then `.completed`.
    public static func of(
        _ elements: Element...,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        SequenceProducer(elements: elements, scheduler: scheduler)
    }
}
