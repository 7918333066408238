// The key table of each focus: dialogs first, then help, filter line and watchlist.

import Presentation
@testable import Screens
@testable import TUICore
import Testing
@testable import Widgets

@Suite struct FocusRouterTests {
    private func route(_ key: Key, _ focus: ScreenFocus) -> RoutedKey {
        FocusRouter.route(key, focus: focus, pageRows: 7)
    }

    @Test func accountKeys() {
        let table: [(Key, RoutedKey)] = [
            (.escape, .closeAccount), (.up, .account(.select(.up))), (.character("k"), .account(.select(.up))),
            (.down, .account(.select(.down))), (.character("j"), .account(.select(.down))),
            (.pageUp, .account(.select(.pageUp(rows: 7)))), (.pageDown, .account(.select(.pageDown(rows: 7)))),
            (.character("g"), .account(.select(.top))), (.character("G"), .account(.select(.bottom))),
            (.character("r"), .account(.refresh)), (.character("i"), .account(.importSelected)), (.character("ㅑ"), .account(.importSelected)), (.character("ㄱ"), .account(.refresh)), (.character("q"), .quit),
            (.tab, .account(.switchList)), (.backTab, .account(.switchList)),
            (.character("c"), .account(.cancelSelected)), (.character("ㅊ"), .account(.cancelSelected)),
            (.character("e"), .account(.reviseSelected)), (.character("ㄷ"), .account(.reviseSelected)),
            (.character("?"), .toggleHelp), (.character("$"), .ignored), (.character("a"), .ignored),
        ]
        for (key, expected) in table {
            #expect(route(key, .account) == expected, "\(key)")
        }
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
            (.character("D"), .watchlist(.deleteWatchlist)), (.character("s"), .watchlist(.cycleSort)), (.character("S"), .watchlist(.reverseSort)),
            (.character("p"), .watchlist(.addLot)), (.character("!"), .watchlist(.setAlert)),
            (.character("A"), .watchlist(.listAlerts)),
            (.character("$"), .openAccount),
            (.tab, .watchlist(.nextWatchlist)), (.right, .watchlist(.nextWatchlist)),
            (.backTab, .watchlist(.previousWatchlist)), (.left, .watchlist(.previousWatchlist)),
            (.character("/"), .watchlist(.filter(.begin))), (.escape, .watchlist(.filter(.clear))),
            (.character("?"), .toggleHelp), (.character("q"), .quit), (.resize, .redraw),
            (.character("b"), .watchlist(.placeOrder(.buy))), (.character("x"), .watchlist(.placeOrder(.sell))),
            (.character("z"), .ignored), (.function(1), .ignored),
        ]
        for (key, expected) in table {
            #expect(route(key, .watchlist) == expected, "\(key)")
        }
    }

    @Test func holdingsKeys() {
        #expect(route(.character("h"), .watchlist) == .watchlist(.openHoldings))
        #expect(route(.character("ㅗ"), .watchlist) == .watchlist(.openHoldings))
        #expect(route(.character("s"), .holdings) == .holdings(.sell))
        #expect(route(.character("a"), .holdings) == .holdings(.add))
        #expect(route(.enter, .holdings) == .holdings(.edit))
        #expect(route(.character("d"), .holdings) == .holdings(.delete))
        #expect(route(.down, .holdings) == .holdings(.move(.down)))
        #expect(route(.escape, .holdings) == .holdings(.close))
    }

    @Test func alertListKeys() {
        let table: [(Key, RoutedKey)] = [
            (.up, .alertList(.move(.up))), (.character("k"), .alertList(.move(.up))),
            (.down, .alertList(.move(.down))), (.character("j"), .alertList(.move(.down))),
            (.pageUp, .alertList(.move(.pageUp(rows: 7)))), (.pageDown, .alertList(.move(.pageDown(rows: 7)))),
            (.character("g"), .alertList(.move(.top))), (.character("G"), .alertList(.move(.bottom))),
            (.enter, .alertList(.change)), (.character("e"), .alertList(.change)), (.character("ㄷ"), .alertList(.change)),
            (.character("r"), .alertList(.rearm)), (.character("d"), .alertList(.delete)),
            (.escape, .alertList(.close)), (.character("q"), .alertList(.close)),
            (.character("p"), .ignored), (.character("?"), .ignored),
        ]
        for (key, expected) in table {
            #expect(route(key, .alertList) == expected, "\(key)")
        }
    }

    @Test func koreanLayoutJamoWorkAsTheirKeys() {
        #expect(route(.character("ㅔ"), .watchlist) == .watchlist(.addLot))
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
        #expect(route(.character("d"), .confirmDialog) == .confirmAlternative)
        #expect(route(.character("ㅇ"), .confirmDialog) == .confirmAlternative)
        #expect(route(.escape, .confirmDialog) == .confirm(false))
        #expect(route(.character("q"), .confirmDialog) == .ignored)
    }

    @Test func theHelpClosesWithEscQuestionMarkOrQAndNeverQuits() {
        #expect(route(.escape, .help) == .toggleHelp)
        #expect(route(.character("?"), .help) == .toggleHelp)
        #expect(route(.character("q"), .help) == .toggleHelp)
        #expect(route(.character("ㅂ"), .help) == .toggleHelp)
        #expect(route(.character("a"), .help) == .ignored)
    }

    @Test func theFilterLineEditsButStillSelects() {
        #expect(route(.character("a"), .filter) == .watchlist(.filter(.edit(.insert("a")))))
        #expect(route(.enter, .filter) == .watchlist(.filter(.apply)))
        #expect(route(.escape, .filter) == .watchlist(.filter(.clear)))
        #expect(route(.down, .filter) == .watchlist(.select(.down)))
        #expect(route(.left, .filter) == .watchlist(.filter(.edit(.moveLeft))))
    }

    // MARK: Mouse (--mouse)

    /// Two tabs on line 0 (cells 12–17 and 19–25), rows on lines 2–5 showing rows 3… of 5.
    private static let targets = ClickTargets(
        tabs: [ClickTargets.Tab(index: 0, row: 0, columns: 12..<18), ClickTargets.Tab(index: 1, row: 0, columns: 19..<26)],
        rowLines: 2..<6,
        firstRow: 3,
        rowCount: 5
    )

    private func click(_ x: Int, _ y: Int, _ focus: ScreenFocus = .watchlist, _ action: MouseEvent.Action = .press) -> RoutedKey {
        FocusRouter.route(.mouse(MouseEvent(action, at: Point(x: x, y: y))), focus: focus, pageRows: 7, targets: Self.targets)
    }

    @Test func aClickOnATabShowsThatWatchlist() {
        #expect(click(12, 0) == .watchlist(.showWatchlist(0)))
        #expect(click(25, 0) == .watchlist(.showWatchlist(1)))
        #expect(click(18, 0) == .ignored, "the gap between tabs")
        #expect(click(40, 0) == .ignored)
    }

    @Test func aClickOnARowSelectsItAndBelowTheLastRowNothing() {
        #expect(click(5, 2) == .watchlist(.select(.row(3))))
        #expect(click(5, 3) == .watchlist(.select(.row(4))))
        #expect(click(5, 4) == .ignored, "no sixth row")
        #expect(click(5, 1) == .ignored, "the table's header")
        #expect(click(5, 2, .filter) == .watchlist(.select(.row(3))))
    }

    @Test func theWheelMovesTheSelectionOrPicksASuggestion() {
        #expect(click(0, 9, .watchlist, .wheelUp) == .watchlist(.select(.up)))
        #expect(click(0, 9, .watchlist, .wheelDown) == .watchlist(.select(.down)))
        #expect(click(0, 9, .filter, .wheelDown) == .watchlist(.select(.down)))
        #expect(click(0, 9, .inputDialog, .wheelDown) == .dialogPick(.down))
        #expect(click(0, 9, .inputDialog, .wheelUp) == .dialogPick(.up))
    }

    @Test func behindADialogOrTheHelpAClickDoesNothing() {
        #expect(click(12, 0, .inputDialog) == .ignored)
        #expect(click(5, 2, .confirmDialog) == .ignored)
        #expect(click(5, 2, .help) == .ignored)
        #expect(click(0, 9, .help, .wheelDown) == .ignored)
    }

    @Test func withoutTargetsAClickHitsNothing() {
        #expect(route(.mouse(MouseEvent(.press, at: Point(x: 12, y: 0))), .watchlist) == .ignored)
    }

    @Test func aPasteEditsTheFieldsAndIsNoCommandInTheWatchlist() {
        #expect(route(.paste("삼성\n"), .inputDialog) == .dialogEdit(.insert("삼성\n")))
        #expect(route(.paste("q"), .filter) == .watchlist(.filter(.edit(.insert("q")))))
        #expect(route(.paste("q"), .watchlist) == .ignored)
        #expect(route(.paste("y"), .confirmDialog) == .ignored)
        #expect(route(.insert, .inputDialog) == .ignored)
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
        #expect(FocusRouter.route(.character("?"), focus: .detail, pageRows: 5) == .toggleHelp)
        #expect(FocusRouter.route(.character("d"), focus: .detail, pageRows: 5) == .ignored)
    }

    @Test func capitalCOpensTheKISSetUpFromTheWatchlistOnly() {
        #expect(FocusRouter.route(.character("C"), focus: .watchlist, pageRows: 5) == .watchlist(.setUpKIS))
        #expect(FocusRouter.route(.character("C"), focus: .inputDialog, pageRows: 5) == .dialogEdit(.insert("C")), "in a dialog C is text")
        #expect(FocusRouter.route(.character("c"), focus: .watchlist, pageRows: 5) == .ignored)
    }
}
