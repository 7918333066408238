// The KIS set-up scene's container: the repository, the use case and the dialogs' flow.

import Domain
import Presentation
import Reactive
import Storage

/// Builds the KIS set-up (`C` in the app, `--setup`, the first `--feed kis` run without keys): its
/// checks ask KIS (config.json's `kis_host`, or the chosen account type's host) and it saves to
/// `paths.configFile`.
public struct BrokerSetupSceneContainer {
    private let repository: KISSetupRepository
    private let scheduler: any SchedulerType

    /// - Parameters:
    ///   - kis: The KIS settings read at start.
    ///   - paths: Where config.json and the token cache are.
    ///   - scheduler: Where the dialogs handle the checks' answers (the main scheduler).
    public init(kis: KISSettings, paths: StoragePaths, scheduler: any SchedulerType) {
        repository = KISSetupRepository(kis: kis, paths: paths, scheduler: scheduler)
        self.scheduler = scheduler
    }

    public func makeSetUpBrokerUseCase() -> SetUpBrokerUseCase {
        DefaultSetUpBrokerUseCase(repository: repository)
    }

    public func makeBrokerSetupFlow() -> BrokerSetupFlow {
        BrokerSetupFlow(useCase: makeSetUpBrokerUseCase(), scheduler: scheduler)
    }
}
