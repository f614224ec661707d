//! Analysis streaming: the arguments of lz-/kata-/Sabaki analysis commands, the `info` line
//! formats, and the observers through which a brain's `Analysis` snapshots reach the controller.

use super::args::{parse_color, parse_finite, parse_uint, VertexNames, SYNTAX_ERROR};
use super::input::StopSource;
use crate::board::{Board, Color, Point};
use crate::engine::{Analysis, MoveInfo, SearchObserver};
use crate::geometry::{parse_vertex, Vertex};
use std::fmt::Write as _;
use std::io::Write;
use std::time::{Duration, Instant};

/// Which client family's `info` format to print.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Dialect {
    /// Leela Zero: winrate, prior and lcb as integers ×10000.
    Lz,
    /// KataGo: floats, score fields, optional ownership.
    Kata,
    /// Sabaki's `analyze` and `genmove_analyze`: Sabaki reads their winrate as an integer in
    /// ten-thousandths (as for lz-*), plus a float scoreLead.
    Sabaki,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisRequest {
    pub color: Option<Color>,
    /// None for an interval of 0: like Leela Zero, print nothing until stopped.
    pub interval: Option<Duration>,
    pub max_moves: Option<usize>,
    pub ownership: bool,
    pub ownership_stdev: bool,
    /// KataGo's `movesOwnership`: each candidate's line carries the ownership after it.
    pub moves_ownership: bool,
    pub root_info: bool,
    pub pv_visits: bool,
    /// `avoid`/`allow` (Lizzie, Sabaki, KataGo): vertices, for one colour, for that colour's
    /// next `until_depth` moves. Only the analysed colour's first move is filtered.
    pub move_filters: Vec<MoveFilter>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct MoveFilter {
    /// true for `allow` (only these), false for `avoid` (never these).
    pub allow: bool,
    pub color: Color,
    pub vertices: Vec<Vertex>,
    pub until_depth: u64,
}

impl AnalysisRequest {
    /// The root moves `color` may not play in this analysis.
    pub fn banned_moves(&self, board: &Board, color: Color) -> Vec<Point> {
        let mut banned = Vec::new();
        for filter in &self.move_filters {
            if filter.color != color || filter.until_depth == 0 {
                continue;
            }
            let listed: Vec<Point> = filter
                .vertices
                .iter()
                .filter_map(|v| v.to_point(board.size()))
                .collect();
            if filter.allow {
                banned.extend(
                    board
                        .points()
                        .chain([Point::PASS])
                        .filter(|p| !listed.contains(p)),
                );
            } else {
                banned.extend(listed);
            }
        }
        banned
    }
}

/// `d4,q16` (KataGo also takes single vertices; ranges like `A1:C3` stand for a rectangle).
fn vertex_list(token: &str) -> Result<Vec<Vertex>, &'static str> {
    let mut vertices = Vec::new();
    for item in token.split(',').filter(|t| !t.is_empty()) {
        match item.split_once(':') {
            Some((from, to)) => {
                let corner = |t: &str| match parse_vertex(t) {
                    Some(Vertex::At { x, row }) => Ok((x, row)),
                    _ => Err(SYNTAX_ERROR),
                };
                let ((x1, y1), (x2, y2)) = (corner(from)?, corner(to)?);
                for x in x1.min(x2)..=x1.max(x2) {
                    for y in y1.min(y2)..=y1.max(y2) {
                        vertices.push(Vertex::At { x, row: y });
                    }
                }
            }
            None => vertices.push(parse_vertex(item).ok_or(SYNTAX_ERROR)?),
        }
    }
    Ok(vertices)
}

/// When no interval is given: once a second, readable for a human at a terminal.
const DEFAULT_INTERVAL: Duration = Duration::from_secs(1);
/// Lower bound, so that `interval 0` cannot flood the controller.
const MIN_INTERVAL: Duration = Duration::from_millis(10);

/// `[colour] [interval] [key value]…` in the order clients send them. Keys the engine does not
/// act on (minmoves, …) are accepted and ignored; `avoid`/`allow` take three
/// values.
pub fn parse_request(args: &[&str], dialect: Dialect) -> Result<AnalysisRequest, &'static str> {
    let mut request = AnalysisRequest {
        color: None,
        interval: Some(DEFAULT_INTERVAL),
        max_moves: None,
        ownership: false,
        ownership_stdev: false,
        moves_ownership: false,
        root_info: false,
        pv_visits: false,
        move_filters: Vec::new(),
    };
    let mut interval_seen = false;
    let mut i = 0;
    if let Some(color) = args.first().and_then(|t| parse_color(t)) {
        request.color = Some(color);
        i = 1;
    }
    while i < args.len() {
        let token = args[i];
        if !interval_seen && parse_finite(token).is_some() {
            request.interval = centiseconds(token)?;
            interval_seen = true;
            i += 1;
            continue;
        }
        let value = *args.get(i + 1).ok_or(SYNTAX_ERROR)?;
        match token {
            "interval" => {
                request.interval = centiseconds(value)?;
                interval_seen = true;
            }
            "maxmoves" => {
                let n = parse_uint(value).ok_or(SYNTAX_ERROR)?;
                request.max_moves = Some(usize::try_from(n).unwrap_or(usize::MAX));
            }
            "minmoves" => {
                parse_uint(value).ok_or(SYNTAX_ERROR)?;
            }
            "ownership" if dialect == Dialect::Kata => request.ownership = parse_bool(value)?,
            "rootInfo" if dialect == Dialect::Kata => request.root_info = parse_bool(value)?,
            "pvVisits" if dialect == Dialect::Kata => request.pv_visits = parse_bool(value)?,
            "movesOwnership" if dialect == Dialect::Kata => {
                request.moves_ownership = parse_bool(value)?
            }
            "ownershipStdev" if dialect == Dialect::Kata => {
                request.ownership_stdev = parse_bool(value)?
            }
            "avoid" | "allow" => {
                let [color, vertices, depth] = args.get(i + 1..i + 4).ok_or(SYNTAX_ERROR)? else {
                    return Err(SYNTAX_ERROR);
                };
                request.move_filters.push(MoveFilter {
                    allow: token == "allow",
                    color: parse_color(color).ok_or(SYNTAX_ERROR)?,
                    vertices: vertex_list(vertices)?,
                    until_depth: parse_uint(depth).ok_or(SYNTAX_ERROR)?,
                });
                i += 2;
            }
            _ => {}
        }
        i += 2;
    }
    Ok(request)
}

fn centiseconds(token: &str) -> Result<Option<Duration>, &'static str> {
    let value = parse_finite(token)
        .filter(|&v| v >= 0.0)
        .ok_or(SYNTAX_ERROR)?;
    if value == 0.0 {
        return Ok(None);
    }
    // Anything beyond a day is as good as "rarely".
    let seconds = (value / 100.0).min(86_400.0);
    Ok(Some(Duration::from_secs_f64(seconds).max(MIN_INTERVAL)))
}

fn parse_bool(token: &str) -> Result<bool, &'static str> {
    match token.to_ascii_lowercase().as_str() {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(SYNTAX_ERROR),
    }
}

fn unit(x: f64) -> f64 {
    if x.is_nan() {
        0.0
    } else {
        x.clamp(0.0, 1.0)
    }
}

fn finite(x: f64) -> f64 {
    if x.is_finite() {
        x
    } else {
        0.0
    }
}

fn per_10000(x: f64) -> i64 {
    (unit(x) * 10000.0).round() as i64
}

fn push_pv(line: &mut String, info: &MoveInfo, names: &VertexNames) {
    line.push_str(" pv");
    for &p in &info.pv {
        line.push(' ');
        line.push_str(names.name(p));
    }
}

/// One `info …` line for the analysis, or None when there is nothing to show. `color` is the
/// side the analysis is for: ownership arrives from Black's view and is printed from its view.
pub fn format_info(
    analysis: &Analysis,
    request: &AnalysisRequest,
    dialect: Dialect,
    color: Color,
    names: &VertexNames,
) -> Option<String> {
    let shown = request
        .max_moves
        .unwrap_or(usize::MAX)
        .min(analysis.moves.len());
    let ownership = analysis
        .ownership
        .as_ref()
        .filter(|_| request.ownership && dialect == Dialect::Kata);
    if shown == 0 && ownership.is_none() {
        return None;
    }
    let mut line = String::with_capacity(128 * shown + 8 * ownership.map_or(0, Vec::len));
    for (order, info) in analysis.moves[..shown].iter().enumerate() {
        if !line.is_empty() {
            line.push(' ');
        }
        push_move(&mut line, info, order, dialect, names);
        push_pv(&mut line, info, names);
        if dialect == Dialect::Kata && request.pv_visits {
            line.push_str(" pvVisits");
            for v in info.pv_visits.iter().take(info.pv.len()) {
                let _ = write!(line, " {v}");
            }
        }
        if let Some(values) = info.ownership.as_ref().filter(|_| request.moves_ownership) {
            line.push_str(" movesOwnership");
            push_owner_values(&mut line, values, color);
        }
    }
    if dialect == Dialect::Kata && request.root_info {
        if let Some(best) = analysis.moves.first() {
            let winrate = unit(best.winrate);
            let _ = write!(
                line,
                " rootInfo visits {} winrate {winrate:.6} scoreLead {:.6} utility {:.6}",
                analysis.root_visits,
                finite(best.score_lead),
                2.0 * winrate - 1.0
            );
        }
    }
    if let Some(values) = ownership {
        push_ownership(&mut line, values, color, request.ownership_stdev);
    }
    Some(line)
}

/// `info move …` up to the PV, in the dialect's fields and units.
fn push_move(
    line: &mut String,
    info: &MoveInfo,
    order: usize,
    dialect: Dialect,
    names: &VertexNames,
) {
    let mv = names.name(info.mv);
    // Writing into a String cannot fail.
    let _ = match dialect {
        Dialect::Lz => write!(
            line,
            "info move {mv} visits {} winrate {} prior {} lcb {} order {order}",
            info.visits,
            per_10000(info.winrate),
            per_10000(info.prior),
            per_10000(info.lcb),
        ),
        Dialect::Kata => {
            let winrate = unit(info.winrate);
            let lcb = unit(info.lcb);
            let score = finite(info.score_lead);
            write!(
                line,
                "info move {mv} visits {v} edgeVisits {v} utility {:.6} winrate {winrate:.6} \
                 scoreMean {score:.6} scoreStdev {:.6} scoreLead {score:.6} \
                 scoreSelfplay {score:.6} prior {:.6} lcb {lcb:.6} utilityLcb {:.6} \
                 weight {v} order {order}",
                2.0 * winrate - 1.0,
                finite(info.score_stdev).max(0.0),
                unit(info.prior),
                2.0 * lcb - 1.0,
                v = info.visits,
            )
        }
        Dialect::Sabaki => write!(
            line,
            "info move {mv} visits {} winrate {} scoreLead {:.6} prior {} lcb {} order {order}",
            info.visits,
            per_10000(info.winrate),
            finite(info.score_lead),
            per_10000(info.prior),
            per_10000(info.lcb),
        ),
    };
}

/// KataGo's `ownership` (and `ownershipStdev`) fields, from `color`'s view.
fn push_ownership(line: &mut String, values: &[f32], color: Color, stdev: bool) {
    line.push_str(if line.is_empty() {
        "ownership"
    } else {
        " ownership"
    });
    push_owner_values(line, values, color);
    if stdev {
        // Each playout's owner is ±1, so with mean m the spread is sqrt(1 - m²).
        line.push_str(" ownershipStdev");
        for &v in values {
            let m = if v.is_finite() {
                f64::from(v).clamp(-1.0, 1.0)
            } else {
                0.0
            };
            let _ = write!(line, " {:.4}", (1.0 - m * m).sqrt());
        }
    }
}

/// Ownership values from `color`'s view (they arrive from Black's), clamped, NaN as 0.
fn push_owner_values(line: &mut String, values: &[f32], color: Color) {
    let sign = if color == Color::Black { 1.0 } else { -1.0 };
    for &v in values {
        let v = if v.is_finite() {
            (sign * v).clamp(-1.0, 1.0)
        } else {
            0.0
        };
        let _ = write!(line, " {v:.4}");
    }
}

/// What ends a streamed search.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum StopRule {
    /// Pondering (lz-/kata-analyze, analyze): any input.
    AnyInput,
    /// A move is being generated (genmove_analyze): only `# interrupt`.
    Interrupt,
}

/// Writes each report as an `info` line straight to the controller.
pub struct StreamObserver<'a> {
    pub out: &'a mut dyn Write,
    pub stop: &'a mut dyn StopSource,
    pub request: &'a AnalysisRequest,
    pub dialect: Dialect,
    pub color: Color,
    pub names: &'a VertexNames,
    /// From the request's `avoid`/`allow`.
    pub banned: Vec<Point>,
    pub rule: StopRule,
    pub reports: usize,
    /// The controller's end of the pipe is gone: stop thinking.
    pub write_failed: bool,
}

impl SearchObserver for StreamObserver<'_> {
    fn interval(&self) -> Option<Duration> {
        self.request.interval
    }

    fn report(&mut self, analysis: &Analysis) {
        if self.write_failed {
            return;
        }
        if let Some(line) =
            format_info(analysis, self.request, self.dialect, self.color, self.names)
        {
            let written = self
                .out
                .write_all(line.as_bytes())
                .and_then(|_| self.out.write_all(b"\n"))
                .and_then(|_| self.out.flush());
            self.write_failed = written.is_err();
        }
        self.reports += 1;
    }

    fn should_stop(&mut self) -> bool {
        self.write_failed
            || match self.rule {
                StopRule::AnyInput => self.stop.input_waiting(self.reports),
                StopRule::Interrupt => self.stop.interrupt_requested(),
            }
    }

    fn wants_ownership(&self) -> bool {
        self.request.ownership
    }

    fn wants_moves_ownership(&self) -> bool {
        self.request.moves_ownership
    }

    fn banned_root_moves(&self) -> &[Point] {
        &self.banned
    }
}

/// genmove / reg_genmove: stops only on `# interrupt`. When the log is verbose it asks for
/// occasional reports and keeps the last one's statistics for the log line.
pub struct InterruptObserver<'a> {
    pub stop: &'a mut dyn StopSource,
    pub keep_stats: bool,
    pub last_stats: Option<(u64, String)>,
    /// Root moves the search may not choose (restricted_genmove's complement).
    pub banned: Vec<Point>,
}

impl SearchObserver for InterruptObserver<'_> {
    fn interval(&self) -> Option<Duration> {
        self.keep_stats.then_some(Duration::from_millis(250))
    }
    fn report(&mut self, analysis: &Analysis) {
        if self.keep_stats {
            self.last_stats = Some((analysis.root_visits, analysis.stats.clone()));
        }
    }
    fn should_stop(&mut self) -> bool {
        self.stop.interrupt_requested()
    }
    fn banned_root_moves(&self) -> &[Point] {
        &self.banned
    }
}

/// `--ponder`: thinks silently until the controller sends anything.
pub struct PonderObserver<'a> {
    pub stop: &'a mut dyn StopSource,
}

impl SearchObserver for PonderObserver<'_> {
    fn interval(&self) -> Option<Duration> {
        None
    }
    fn report(&mut self, _: &Analysis) {}
    fn should_stop(&mut self) -> bool {
        self.stop.input_waiting(0)
    }
}

/// GoGui analyze commands: think for a fixed time, keep the last snapshot.
pub struct BudgetObserver<'a> {
    pub stop: &'a mut dyn StopSource,
    pub deadline: Instant,
    pub ownership: bool,
    pub last: Option<Analysis>,
}

impl SearchObserver for BudgetObserver<'_> {
    fn interval(&self) -> Option<Duration> {
        Some(Duration::from_millis(50))
    }
    fn report(&mut self, analysis: &Analysis) {
        self.last = Some(analysis.clone());
    }
    fn should_stop(&mut self) -> bool {
        // Stop at the deadline only once something was reported (or well past it).
        (Instant::now() >= self.deadline
            && (self.last.is_some() || Instant::now() >= self.deadline + Duration::from_secs(2)))
            || self.stop.interrupt_requested()
    }
    fn wants_ownership(&self) -> bool {
        self.ownership
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_arguments_in_client_orders() {
        let lizzie = parse_request(&["10"], Dialect::Lz).expect("lizzie");
        assert_eq!(lizzie.color, None);
        assert_eq!(lizzie.interval, Some(Duration::from_millis(100)));
        let sabaki = parse_request(&["B", "50"], Dialect::Sabaki).expect("sabaki");
        assert_eq!(sabaki.color, Some(Color::Black));
        assert_eq!(sabaki.interval, Some(Duration::from_millis(500)));
        let kata = parse_request(
            &[
                "black",
                "100",
                "ownership",
                "true",
                "rootInfo",
                "TRUE",
                "pvVisits",
                "true",
            ],
            Dialect::Kata,
        )
        .expect("kata");
        assert!(kata.ownership && kata.root_info);
        let keyed = parse_request(
            &["w", "interval", "20", "maxmoves", "5", "minmoves", "2"],
            Dialect::Lz,
        )
        .expect("keyed");
        assert_eq!(keyed.color, Some(Color::White));
        assert_eq!(keyed.interval, Some(Duration::from_millis(200)));
        assert_eq!(keyed.max_moves, Some(5));
        assert_eq!(
            parse_request(&[], Dialect::Lz).map(|r| r.interval),
            Ok(Some(DEFAULT_INTERVAL))
        );
        // Leela Zero prints nothing periodic for 0.
        assert_eq!(
            parse_request(&["0"], Dialect::Lz).map(|r| r.interval),
            Ok(None)
        );
        assert_eq!(
            parse_request(&["0.1"], Dialect::Lz).map(|r| r.interval),
            Ok(Some(MIN_INTERVAL))
        );
        assert!(parse_request(&["b", "10", "avoid", "b", "d4,q16", "1"], Dialect::Kata).is_ok());
    }

    #[test]
    fn bad_request_arguments() {
        for args in [
            &["b", "-5"][..],
            &["b", "10", "ownership"],
            &["b", "10", "ownership", "maybe"],
            &["b", "nan"],
            &["b", "10", "maxmoves", "-1"],
            &["b", "10", "avoid", "b"],
            &["dangling"],
        ] {
            assert!(parse_request(args, Dialect::Kata).is_err(), "{args:?}");
        }
    }
}
