// The key table of each focus: dialogs first, then help, filter line and watchlist.

import Presentation
@testable import Screens
@testable import Screens
@testable import TUICore
import Testing
@testable import Widgets

@Suite struct FocusRouterTests {
    private func route(_ key: Key, _ focus: ScreenFocus) -> RoutedKey {
        FocusRouter.route(key, focus: focus, pageRows: 7)
    }

    @Test func watchlistKeys() {
        let table: [(Key, RoutedKey)] = [
            (.up, .watchlist(.select(.up))), (.character("k"), .watchlist(.select(.up))),
            (.down, .watchlist(.select(.down))), (.character("j"), .watchlist(.select(.down))),
            (.pageUp, .watchlist(.select(.pageUp(rows: 7)))), (.pageDown, .watchlist(.select(.pageDown(rows: 7)))),
            (.character("g"), .watchlist(.select(.top))), (.character("G"), .watchlist(.select(.bottom))),
            (.character("a"), .watchlist(.addStock)), (.character("d"), .watchlist(.removeSelectedStock)),
            (.character("K"), .watchlist(.moveSelectedStockUp)), (.character("J"), .watchlist(.moveSelectedStockDown)),
            (.character("n"), .watchlist(.createWatchlist)), (.character("r"), .watchlist(.renameWatchlist)),
            (.character("D"), .watchlist(.deleteWatchlist)), (.character("s"), .watchlist(.cycleSort)),
            (.tab, .watchlist(.nextWatchlist)), (.right, .watchlist(.nextWatchlist)),
            (.backTab, .watchlist(.previousWatchlist)), (.left, .watchlist(.previousWatchlist)),
            (.character("/"), .watchlist(.filter(.begin))), (.escape, .watchlist(.filter(.clear))),
            (.character("?"), .toggleHelp), (.character("q"), .quit), (.resize, .redraw),
            (.character("x"), .ignored), (.function(1), .ignored),
        ]
        for (key, expected) in table {
            #expect(route(key, .watchlist) == expected, "\(key)")
        }
    }

    @Test func koreanLayoutJamoWorkAsTheirKeys() {
        #expect(route(.character("ㅁ"), .watchlist) == .watchlist(.addStock))
        #expect(route(.character("ㅂ"), .watchlist) == .quit)
        #expect(route(.character("ㅛ"), .confirmDialog) == .confirm(true))
        #expect(route(.character("ㅜ"), .confirmDialog) == .confirm(false))
    }

    @Test func anInputDialogTakesTextIncludingCommandLetters() {
        #expect(route(.character("q"), .inputDialog) == .dialogEdit(.insert("q")))
        #expect(route(.character("ㅁ"), .inputDialog) == .dialogEdit(.insert("ㅁ")))
        #expect(route(.character("카"), .inputDialog) == .dialogEdit(.insert("카")))
        #expect(route(.backspace, .inputDialog) == .dialogEdit(.deleteBackward))
        #expect(route(.enter, .inputDialog) == .dialogSubmit)
        #expect(route(.escape, .inputDialog) == .dialogCancel)
        #expect(route(.up, .inputDialog) == .dialogPick(.up))
        #expect(route(.down, .inputDialog) == .dialogPick(.down))
        #expect(route(.tab, .inputDialog) == .ignored)
    }

    @Test func aConfirmationTakesYesOrNo() {
        #expect(route(.character("y"), .confirmDialog) == .confirm(true))
        #expect(route(.enter, .confirmDialog) == .confirm(true))
        #expect(route(.character("N"), .confirmDialog) == .confirm(false))
        #expect(route(.escape, .confirmDialog) == .confirm(false))
        #expect(route(.character("q"), .confirmDialog) == .ignored)
    }

    @Test func theHelpClosesWithEscOrQuestionMark() {
        #expect(route(.escape, .help) == .toggleHelp)
        #expect(route(.character("?"), .help) == .toggleHelp)
        #expect(route(.character("q"), .help) == .quit)
        #expect(route(.character("a"), .help) == .ignored)
    }

    @Test func theFilterLineEditsButStillSelects() {
        #expect(route(.character("a"), .filter) == .watchlist(.filter(.edit(.insert("a")))))
        #expect(route(.enter, .filter) == .watchlist(.filter(.apply)))
        #expect(route(.escape, .filter) == .watchlist(.filter(.clear)))
        #expect(route(.down, .filter) == .watchlist(.select(.down)))
        #expect(route(.left, .filter) == .watchlist(.filter(.edit(.moveLeft))))
    }
}

@Suite struct FocusRouterDetailTests {
    @Test func enterOnTheWatchlistOpensTheDetailView() {
        #expect(FocusRouter.route(.enter, focus: .watchlist, pageRows: 5) == .watchlist(.openSelectedStock))
    }

    @Test func theDetailViewsKeys() {
        #expect(FocusRouter.route(.escape, focus: .detail, pageRows: 5) == .closeDetail)
        #expect(FocusRouter.route(.character("y"), focus: .detail, pageRows: 5) == .detail(.toggleDailySpan))
        #expect(FocusRouter.route(.character("ㅊ"), focus: .detail, pageRows: 5) == .detail(.toggleDailyStyle))
        #expect(FocusRouter.route(.character("q"), focus: .detail, pageRows: 5) == .quit)
        #expect(FocusRouter.route(.character("d"), focus: .detail, pageRows: 5) == .ignored)
    }
}
