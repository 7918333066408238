// Maps styles to ncurses attributes and colour pairs, allocating each pair the first time it is used.

import CNcurses

/// The colour-pair cache of one curses screen: each foreground/background combination gets a pair
/// number once (`init_pair`), and each `Style` its rendition once.
///
/// Monochrome (NO_COLOR set, or a terminal without colours) keeps the attributes and drops the colours.
/// A colour the terminal lacks falls back to its non-bright variant (8–15 → 0–7), else to the default.
final class ColorPairs {
    private struct ColorCombination: Hashable {
        let foreground: Int
        let background: Int
    }

    private let colorCount: Int
    private let pairLimit: Int
    private var pairs: [ColorCombination: Int16] = [:]
    private var renditions: [Style: CursesRendition] = [:]
    /// The last few styles asked for and their renditions, newest first: a frame alternates between a
    /// handful of styles (row, cell, header), which then skip hashing.
    private var recentStyles: [Style] = []
    private var recentRenditions: [CursesRendition] = []
    private static let recentLimit = 4

    /// A cache for a screen with `colorCount` colours and `pairCount` pairs; 0 colours is monochrome.
    init(colorCount: Int, pairCount: Int) {
        self.colorCount = colorCount
        self.pairLimit = min(pairCount, Int(Int16.max))
    }

    /// Whether colours are drawn at all.
    var isMonochrome: Bool { colorCount == 0 }

    /// The attributes and pair for `style`.
    func rendition(for style: Style) -> CursesRendition {
        let styles = recentStyles
        for index in styles.indices where styles[index] == style {
            return recentRenditions[index]
        }
        let rendition = renditions[style] ?? makeRendition(for: style)
        if styles.count == Self.recentLimit {
            recentStyles.removeLast()
            recentRenditions.removeLast()
        }
        recentStyles.insert(style, at: 0)
        recentRenditions.insert(rendition, at: 0)
        return rendition
    }

    private func makeRendition(for style: Style) -> CursesRendition {
        let rendition = CursesRendition(attributes: Self.attributes(of: style), pair: pair(for: style))
        renditions[style] = rendition
        return rendition
    }

    private func pair(for style: Style) -> Int16 {
        guard !isMonochrome else { return 0 }
        let combination = ColorCombination(
            foreground: available(style.foreground.paletteIndex),
            background: available(style.background.paletteIndex)
        )
        if combination.foreground == -1 && combination.background == -1 { return 0 }
        if let pair = pairs[combination] { return pair }
        let next = pairs.count + 1
        guard next < pairLimit else { return 0 }
        init_pair(Int16(next), Int16(combination.foreground), Int16(combination.background))
        pairs[combination] = Int16(next)
        return Int16(next)
    }

    private func available(_ index: Int) -> Int {
        if index < colorCount { return index }
        if index < 16 && index - 8 < colorCount { return index - 8 }
        return -1
    }

    private static func attributes(of style: Style) -> attr_t {
        var attributes = cn_a_normal()
        if style.bold { attributes |= cn_a_bold() }
        if style.dim { attributes |= cn_a_dim() }
        if style.reverse { attributes |= cn_a_reverse() }
        if style.underline { attributes |= cn_a_underline() }
        return attributes
    }
}
