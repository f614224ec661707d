//! What a coverage run counts, and how it is written out (text and JSON).
//!
//! Every reference move is counted twice over: in total, and split by whether the matcher could
//! see it at all. A move is *in the window* when every stone of its position and the move itself
//! lie inside the corner window; the book can only ever answer those, so the in-window recall
//! measures the matcher and the book, and the rest measures how far the reference reaches.

use serde::{Serialize, Serializer};

use super::super::tree::Step;
use crate::board::Color;
use crate::json;

/// Reference moves asked about and how many of them the matcher listed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub moves: u64,
    pub recalled: u64,
}

impl Tally {
    pub fn add(&mut self, hit: bool) {
        self.moves += 1;
        self.recalled += hit as u64;
    }

    pub fn recall(&self) -> f64 {
        ratio(self.recalled, self.moves)
    }

    fn minus(self, other: Tally) -> Tally {
        Tally {
            moves: self.moves - other.moves,
            recalled: self.recalled - other.recalled,
        }
    }
}

/// A tally in total and for the moves inside the window; the rest lies beyond it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SplitTally {
    pub total: Tally,
    pub in_window: Tally,
}

impl SplitTally {
    pub fn add(&mut self, in_window: bool, hit: bool) {
        self.total.add(hit);
        if in_window {
            self.in_window.add(hit);
        }
    }

    pub fn beyond(&self) -> Tally {
        self.total.minus(self.in_window)
    }

    fn text_row(&self) -> String {
        let pct = |t: Tally| {
            if t.moves == 0 {
                "      -".to_string()
            } else {
                format!("{:6.2}%", 100.0 * t.recall())
            }
        };
        format!(
            "{:8} {}  {:8} {}  {:8} {}",
            self.total.moves,
            pct(self.total),
            self.in_window.moves,
            pct(self.in_window),
            self.beyond().moves,
            pct(self.beyond())
        )
    }
}

/// A line's opening family: its first stone, counted in lines from the two nearest edges.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    ThreeThree,
    ThreeFour,
    FourFour,
    ThreeFive,
    FourFive,
    FiveFive,
    Other,
}

impl Family {
    pub const ALL: [Family; 7] = [
        Family::ThreeThree,
        Family::ThreeFour,
        Family::FourFour,
        Family::ThreeFive,
        Family::FourFive,
        Family::FiveFive,
        Family::Other,
    ];

    /// The family of a line whose first step is `step` (in the book's top-left frame).
    pub fn of(step: &Step) -> Family {
        let Step::Move(_, Some((x, y))) = step else {
            return Family::Other;
        };
        let (near, far) = ((*x).min(*y) + 1, (*x).max(*y) + 1);
        match (near, far) {
            (3, 3) => Family::ThreeThree,
            (3, 4) => Family::ThreeFour,
            (4, 4) => Family::FourFour,
            (3, 5) => Family::ThreeFive,
            (4, 5) => Family::FourFive,
            (5, 5) => Family::FiveFive,
            _ => Family::Other,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Family::ThreeThree => "3-3",
            Family::ThreeFour => "3-4",
            Family::FourFour => "4-4",
            Family::ThreeFive => "3-5",
            Family::FourFive => "4-5",
            Family::FiveFive => "5-5",
            Family::Other => "other",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// A move of a line in the book's top-left frame; `None` is tenuki.
pub type LineMove = (Color, Option<(u8, u8)>);

/// A book candidate at a departure, in the book's frame.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BookMove {
    /// None = tenuki.
    pub at: Option<(u8, u8)>,
    /// The move's mirror image where the position is symmetric: the same book move.
    pub mirror: Option<(u8, u8)>,
    /// The move's share of the book's play at the position (a departure's shares total 1).
    pub share: f32,
    pub count: u64,
}

/// Where the book first leaves a reference line: the position, the reference's move there and
/// what the book offered instead (all in the book's top-left frame).
#[derive(Clone, Debug, PartialEq)]
pub struct Departure {
    /// The line's moves up to the position (setup steps are not shown).
    pub line: Vec<LineMove>,
    /// Setup stones on the board at the position that no move of `line` placed.
    pub setup: Vec<(Color, (u8, u8))>,
    pub reference: LineMove,
    /// How often the reference plays this move (its count, or the lines through it).
    pub count: u64,
    pub depth: usize,
    pub family: Family,
    /// Whether the position and the move lie inside the window.
    pub in_window: bool,
    /// The book's candidates, most played first.
    pub candidates: Vec<BookMove>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct CoverageReport {
    pub window: usize,
    /// Symmetry x colouring combinations replayed.
    pub variants: usize,
    /// Reference moves asked about, over all variants (tenuki counts as a move).
    pub moves: SplitTally,
    /// Reference positions with at least one next move.
    pub positions: u64,
    /// ...where the matcher's best candidate is one of the reference's next moves.
    pub top1: u64,
    /// Candidates listed in total, and how many of them are reference next moves.
    pub candidates: u64,
    pub candidates_in_reference: u64,
    /// Positions where the matcher listed nothing.
    pub silent: u64,
    /// Reference lines (leaves), and those recalled at every move to the end.
    pub lines: u64,
    pub lines_covered: u64,
    /// `by_depth[d]`: moves at depth d (1 = a line's first move).
    pub by_depth: Vec<SplitTally>,
    /// Indexed by `Family::index`.
    pub by_family: [SplitTally; 7],
    /// Lines by family.
    pub family_lines: [u64; 7],
    /// The first variant's departures, most frequent first.
    pub departures: Vec<Departure>,
}

pub(crate) fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

impl CoverageReport {
    pub fn recall(&self) -> f64 {
        self.moves.total.recall()
    }
    pub fn in_window_recall(&self) -> f64 {
        self.moves.in_window.recall()
    }
    pub fn top1_rate(&self) -> f64 {
        ratio(self.top1, self.positions)
    }
    pub fn precision(&self) -> f64 {
        ratio(self.candidates_in_reference, self.candidates)
    }
    pub fn lines_rate(&self) -> f64 {
        ratio(self.lines_covered, self.lines)
    }

    pub fn to_text(&self) -> String {
        let total = self.moves.total;
        let inside = self.moves.in_window;
        let beyond = self.moves.beyond();
        let mut s = format!(
            "window {w}x{w}, {v} symmetry/colour variants\n\
             recall     {:6.2}%  ({} of {} reference moves listed)\n\
             in window  {:6.2}%  ({} of {}: position and move inside the window)\n\
             beyond     {:6.2}%  ({} of {}: the matcher cannot see them whole)\n\
             top-1      {:6.2}%  ({} of {} positions)\n\
             precision  {:6.2}%  ({} of {} candidates are reference moves)\n\
             silent     {:6.2}%  ({} positions without candidates)\n\
             lines      {:6.2}%  ({} of {} lines recalled to the end)\n",
            100.0 * total.recall(),
            total.recalled,
            total.moves,
            100.0 * inside.recall(),
            inside.recalled,
            inside.moves,
            100.0 * beyond.recall(),
            beyond.recalled,
            beyond.moves,
            100.0 * self.top1_rate(),
            self.top1,
            self.positions,
            100.0 * self.precision(),
            self.candidates_in_reference,
            self.candidates,
            100.0 * ratio(self.silent, self.positions),
            self.silent,
            100.0 * self.lines_rate(),
            self.lines_covered,
            self.lines,
            w = self.window,
            v = self.variants,
        );
        let header = "   moves   recall  in-window  recall    beyond  recall\n";
        s.push_str(&format!("family  lines {header}"));
        for family in Family::ALL {
            let t = &self.by_family[family.index()];
            if t.total.moves > 0 {
                s.push_str(&format!(
                    "{:6} {:6} {}\n",
                    family.name(),
                    self.family_lines[family.index()],
                    t.text_row()
                ));
            }
        }
        s.push_str(&format!("depth        {header}"));
        for (depth, t) in self.by_depth.iter().enumerate().skip(1) {
            if t.total.moves > 0 {
                s.push_str(&format!("{depth:5}        {}\n", t.text_row()));
            }
        }
        s
    }

    pub fn to_json(&self) -> String {
        json::line(self)
    }

    fn json_view(&self) -> ReportJson {
        let by_family = Family::ALL
            .iter()
            .filter(|f| self.by_family[f.index()].total.moves > 0)
            .map(|f| FamilyJson {
                family: f.name(),
                lines: self.family_lines[f.index()],
                split: self.by_family[f.index()].into(),
            })
            .collect();
        let by_depth = self
            .by_depth
            .iter()
            .enumerate()
            .skip(1)
            .filter(|(_, t)| t.total.moves > 0)
            .map(|(depth, t)| DepthJson {
                depth,
                split: (*t).into(),
            })
            .collect();
        ReportJson {
            window: self.window,
            variants: self.variants,
            moves: self.moves.into(),
            positions: self.positions,
            top1: self.top1,
            top1_rate: json::rate(self.top1_rate()),
            candidates: self.candidates,
            candidates_in_reference: self.candidates_in_reference,
            precision: json::rate(self.precision()),
            silent: self.silent,
            lines: self.lines,
            lines_covered: self.lines_covered,
            lines_rate: json::rate(self.lines_rate()),
            by_family,
            by_depth,
            departures: self.departures.iter().map(DepartureJson::from).collect(),
        }
    }
}

/// The JSON report, so that a caller can nest it in JSON of its own.
impl Serialize for CoverageReport {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.json_view().serialize(serializer)
    }
}

/// The JSON report's shape: field order is key order.
#[derive(Serialize)]
struct ReportJson {
    window: usize,
    variants: usize,
    #[serde(flatten)]
    moves: SplitJson,
    positions: u64,
    top1: u64,
    top1_rate: f64,
    candidates: u64,
    candidates_in_reference: u64,
    precision: f64,
    silent: u64,
    lines: u64,
    lines_covered: u64,
    lines_rate: f64,
    by_family: Vec<FamilyJson>,
    by_depth: Vec<DepthJson>,
    departures: Vec<DepartureJson>,
}

#[derive(Serialize)]
struct TallyJson {
    moves: u64,
    recalled: u64,
    recall: f64,
}

impl From<Tally> for TallyJson {
    fn from(t: Tally) -> TallyJson {
        TallyJson {
            moves: t.moves,
            recalled: t.recalled,
            recall: json::rate(t.recall()),
        }
    }
}

#[derive(Serialize)]
struct SplitJson {
    all: TallyJson,
    in_window: TallyJson,
    beyond: TallyJson,
}

impl From<SplitTally> for SplitJson {
    fn from(t: SplitTally) -> SplitJson {
        SplitJson {
            all: t.total.into(),
            in_window: t.in_window.into(),
            beyond: t.beyond().into(),
        }
    }
}

#[derive(Serialize)]
struct FamilyJson {
    family: &'static str,
    lines: u64,
    #[serde(flatten)]
    split: SplitJson,
}

#[derive(Serialize)]
struct DepthJson {
    depth: usize,
    #[serde(flatten)]
    split: SplitJson,
}

/// `"B"` or `"W"`, as in SGF.
#[derive(Serialize)]
enum SideJson {
    B,
    W,
}

impl From<Color> for SideJson {
    fn from(c: Color) -> SideJson {
        match c {
            Color::Black => SideJson::B,
            Color::White => SideJson::W,
        }
    }
}

/// A point as `[x, y]` in the book's top-left frame, `null` for tenuki.
type PointJson = Option<(u8, u8)>;

#[derive(Serialize)]
struct DepartureJson {
    count: u64,
    depth: usize,
    family: &'static str,
    in_window: bool,
    to_play: SideJson,
    reference: PointJson,
    line: Vec<(SideJson, PointJson)>,
    setup: Vec<(SideJson, (u8, u8))>,
    candidates: Vec<BookMoveJson>,
}

#[derive(Serialize)]
struct BookMoveJson {
    at: PointJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    mirror: PointJson,
    /// Four decimals: a share is a fraction of the book's play counts.
    share: f64,
    count: u64,
}

impl From<&Departure> for DepartureJson {
    fn from(d: &Departure) -> DepartureJson {
        DepartureJson {
            count: d.count,
            depth: d.depth,
            family: d.family.name(),
            in_window: d.in_window,
            to_play: d.reference.0.into(),
            reference: d.reference.1,
            line: d.line.iter().map(|&(c, at)| (c.into(), at)).collect(),
            setup: d.setup.iter().map(|&(c, at)| (c.into(), at)).collect(),
            candidates: d
                .candidates
                .iter()
                .map(|m| BookMoveJson {
                    at: m.at,
                    mirror: m.mirror,
                    share: json::rounded(f64::from(m.share), 4),
                    count: m.count,
                })
                .collect(),
        }
    }
}
