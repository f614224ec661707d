//! `coverage --engine "CMD ARGS"`: a joseki-knowledge benchmark for any GTP engine. Positions
//! are taken along the reference lines (in the top-left corner, spread evenly over the
//! reference in depth-first order, so the choice is deterministic); each is set up on an empty
//! board with `play` (a tenuki is simply skipped: GTP lets one colour play twice), the engine is
//! asked `genmove`, and its answer is scored against the reference's next moves there.

use crate::gtp_client::{colour_arg, Engine, EngineError};
use serde::Serialize;
use tesuji::board::Color;
use tesuji::joseki::coverage::{Family, Tally};
use tesuji::joseki::{LineTree, Step, MAX_WINDOW};
use tesuji::json;

/// One position to ask about: the moves that lead to it, who moves, and the reference's moves.
#[derive(Clone, Debug)]
pub struct Probe {
    pub line: Vec<(Color, (u8, u8))>,
    pub to_play: Color,
    /// The reference's next moves for `to_play`; None is tenuki.
    pub answers: Vec<Option<(u8, u8)>>,
    pub depth: usize,
    pub family: Family,
}

/// Every reference position with a next move, depth first; lines with setup stones are left
/// out (a GTP engine is set up with moves only).
pub fn probes(reference: &LineTree) -> Vec<Probe> {
    let mut out = Vec::new();
    type Played = Vec<(Color, (u8, u8))>;
    // (node, line so far, depth, family)
    let mut stack: Vec<(u32, Played, usize, Family)> = vec![(0, Vec::new(), 0, Family::Other)];
    while let Some((id, line, depth, family)) = stack.pop() {
        let node = &reference.nodes[id as usize];
        for to_play in Color::BOTH {
            let answers: Vec<Option<(u8, u8)>> = node
                .children
                .iter()
                .filter_map(|&c| match reference.nodes[c as usize].step {
                    Step::Move(color, at) if color == to_play => Some(at),
                    _ => None,
                })
                .collect();
            if !answers.is_empty() {
                let family = if id == 0 {
                    // The first move names the family; every first move is its own probe
                    // family-wise, so the empty board is filed under the most played one.
                    node.children.first().map_or(Family::Other, |&c| {
                        Family::of(&reference.nodes[c as usize].step)
                    })
                } else {
                    family
                };
                out.push(Probe {
                    line: line.clone(),
                    to_play,
                    answers,
                    depth: depth + 1,
                    family,
                });
            }
        }
        for &child in node.children.iter().rev() {
            let step = &reference.nodes[child as usize].step;
            let Step::Move(color, at) = step else {
                continue;
            };
            let mut next = line.clone();
            if let Some(xy) = at {
                next.push((*color, *xy));
            }
            let family = if id == 0 { Family::of(step) } else { family };
            stack.push((child, next, depth + 1, family));
        }
    }
    out
}

/// `limit` probes spread evenly over all of them (all when there are fewer).
pub fn choose(probes: Vec<Probe>, limit: usize) -> Vec<Probe> {
    let total = probes.len();
    if limit == 0 || total <= limit {
        return probes;
    }
    let picked: Vec<usize> = (0..limit).map(|i| i * total / limit).collect();
    probes
        .into_iter()
        .enumerate()
        .filter(|(i, _)| picked.binary_search(i).is_ok())
        .map(|(_, p)| p)
        .collect()
}

fn vertex((x, y): (u8, u8)) -> String {
    crate::gtp_client::vertex(Some((x as usize, y as usize)), 19)
}

/// A GTP vertex in the top-left frame; None for pass or anything unreadable.
fn parse_vertex(v: &str) -> Option<(u8, u8)> {
    crate::gtp_client::parse_vertex(v, 19)
        .flatten()
        .map(|(x, y)| (x as u8, y as u8))
}

/// How often the engine played a reference move, in total, by depth and by family.
#[derive(Clone, Debug, Default)]
pub struct EngineReport {
    pub total: Tally,
    pub by_depth: Vec<Tally>,
    pub by_family: [Tally; 7],
    /// `recalled` counts the answers in the corner (inside its largest window): with three
    /// empty corners an engine often, and rightly, plays elsewhere, so the reference rate is
    /// also given among local answers.
    pub local: Tally,
    /// Reference moves among the local answers.
    pub local_hits: u64,
    pub errors: u64,
}

/// Whether `answer` (the engine's move, None for pass) is one of the reference's: a reference
/// tenuki is matched by any move outside the corner's largest window.
fn matches(answer: Option<(u8, u8)>, reference: &[Option<(u8, u8)>]) -> bool {
    reference.iter().any(|&r| match (r, answer) {
        (Some(a), Some(b)) => a == b,
        (None, None) => true,
        (None, Some((x, y))) => x.max(y) as usize >= MAX_WINDOW,
        (Some(_), None) => false,
    })
}

pub fn run_engine(command: &str, probes: &[Probe]) -> Result<EngineReport, EngineError> {
    let mut engine = Engine::start(command, None)?;
    engine.send("boardsize 19")?;
    let mut report = EngineReport::default();
    for probe in probes {
        let asked = (|| -> Result<Option<(u8, u8)>, EngineError> {
            engine.send("clear_board")?;
            for &(c, xy) in &probe.line {
                engine.send(&format!("play {} {}", colour_arg(c), vertex(xy)))?;
            }
            let genmove = format!("genmove {}", colour_arg(probe.to_play));
            Ok(parse_vertex(&engine.send(&genmove)?))
        })();
        let answer = match asked {
            Ok(a) => a,
            // An engine that died or hangs would fail every probe left: stop with why.
            Err(e) if e.is_fatal() => return Err(e),
            Err(e) => {
                eprintln!("{e}");
                report.errors += 1;
                continue;
            }
        };
        let hit = matches(answer, &probe.answers);
        let local = answer.is_some_and(|(x, y)| (x.max(y) as usize) < MAX_WINDOW);
        report.local.add(local);
        report.local_hits += (local && hit) as u64;
        report.total.add(hit);
        if report.by_depth.len() <= probe.depth {
            report.by_depth.resize(probe.depth + 1, Tally::default());
        }
        report.by_depth[probe.depth].add(hit);
        report.by_family[probe.family.index()].add(hit);
    }
    Ok(report)
}

impl EngineReport {
    pub fn to_text(&self, command: &str) -> String {
        let row = |t: &Tally| format!("{:6} {:6.2}%", t.moves, 100.0 * t.recall());
        let mut s = format!(
            "engine: {command}\nreference moves played {}  ({} of {} positions; {} errors)\n\
             answered in the corner {}  (reference moves among them: {})\n\
             family  positions  played\n",
            row(&self.total),
            self.total.recalled,
            self.total.moves,
            self.errors,
            row(&self.local),
            self.local_hits
        );
        for f in Family::ALL {
            let t = &self.by_family[f.index()];
            if t.moves > 0 {
                s.push_str(&format!("{:6}  {}\n", f.name(), row(t)));
            }
        }
        s.push_str("depth   positions  played\n");
        for (d, t) in self.by_depth.iter().enumerate() {
            if t.moves > 0 {
                s.push_str(&format!("{d:5}   {}\n", row(t)));
            }
        }
        s
    }

    pub fn to_json(&self, command: &str) -> String {
        #[derive(Serialize)]
        struct TallyJson {
            positions: u64,
            played: u64,
            rate: f64,
        }
        #[derive(Serialize)]
        struct FamilyJson {
            family: &'static str,
            #[serde(flatten)]
            tally: TallyJson,
        }
        #[derive(Serialize)]
        struct DepthJson {
            depth: usize,
            #[serde(flatten)]
            tally: TallyJson,
        }
        #[derive(Serialize)]
        struct ReportJson<'a> {
            engine: &'a str,
            #[serde(flatten)]
            total: TallyJson,
            local_answers: u64,
            local_hits: u64,
            errors: u64,
            by_family: Vec<FamilyJson>,
            by_depth: Vec<DepthJson>,
        }
        let tally = |t: &Tally| TallyJson {
            positions: t.moves,
            played: t.recalled,
            rate: json::rate(t.recall()),
        };
        let report = ReportJson {
            engine: command,
            total: tally(&self.total),
            local_answers: self.local.recalled,
            local_hits: self.local_hits,
            errors: self.errors,
            by_family: Family::ALL
                .iter()
                .filter(|f| self.by_family[f.index()].moves > 0)
                .map(|f| FamilyJson {
                    family: f.name(),
                    tally: tally(&self.by_family[f.index()]),
                })
                .collect(),
            by_depth: self
                .by_depth
                .iter()
                .enumerate()
                .filter(|(_, t)| t.moves > 0)
                .map(|(depth, t)| DepthJson {
                    depth,
                    tally: tally(t),
                })
                .collect(),
        };
        json::line(&report) + "\n"
    }
}
