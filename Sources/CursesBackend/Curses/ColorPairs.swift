// Maps styles to ncurses attributes and colour pairs, allocating each pair the first time it is used.

import CNcurses
import TUICore

/// The colour-pair cache of one curses screen: each foreground/background combination gets a pair
/// number once (`init_pair`), and each `Style` (packed, as the canvas grid stores it) its rendition once.
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
    private var renditions: [UInt32: CursesRendition] = [:]
    /// The last few styles asked for (packed) and their renditions: a frame alternates between a
    /// handful of styles (row, cell, header), which then cost a few integer compares. Unchecked
    /// exclusivity: only `rendition(for:)` touches them, and it calls nothing that could reenter.
    @exclusivity(unchecked) private var recentKeys: [UInt32] = []
    @exclusivity(unchecked) private var recentRenditions: [CursesRendition] = []
    @exclusivity(unchecked) private var nextRecentSlot = 0
    private static let recentLimit = 8

    /// A cache for a screen with `colorCount` colours and `pairCount` pairs; 0 colours is monochrome.
    init(colorCount: Int, pairCount: Int) {
        self.colorCount = colorCount
        self.pairLimit = min(pairCount, Int(Int16.max))
        recentKeys.reserveCapacity(Self.recentLimit)
        recentRenditions.reserveCapacity(Self.recentLimit)
    }

    /// Whether colours are drawn at all.
    var isMonochrome: Bool { colorCount == 0 }

    /// The attributes and pair for the style that packs to `packedStyle` (`Style.packed`).
    func rendition(packed packedStyle: UInt32) -> CursesRendition {
        if let index = recentKeys.firstIndex(of: packedStyle) { return recentRenditions[index] }
        let rendition = renditions[packedStyle] ?? makeRendition(for: Style(packed: packedStyle), key: packedStyle)
        if recentKeys.count < Self.recentLimit {
            recentKeys.append(packedStyle)
            recentRenditions.append(rendition)
        } else {
            recentKeys[nextRecentSlot] = packedStyle
            recentRenditions[nextRecentSlot] = rendition
            nextRecentSlot = (nextRecentSlot + 1) % Self.recentLimit
        }
        return rendition
    }

    private func makeRendition(for style: Style, key: UInt32) -> CursesRendition {
        let rendition = CursesRendition(attributes: Self.attributes(of: style), pair: pair(for: style))
        renditions[key] = rendition
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
