//! What a run prints: the rates as text (with `--list`, every position first) or as one JSON
//! object.

use serde::Serialize;
use tesuji::board::Color;
use tesuji::json;

use super::rates::{wilson, Rate, Tally};
use super::{Answer, Args, Point, Position, Record, Skipped, SIZE};
use crate::gtp_client::{colour_arg, vertex};

/// One position's result, for the list.
pub(super) struct Asked {
    pub(super) position: Position,
    pub(super) answer: Answer,
}

pub(super) struct Report<'a> {
    pub(super) command: &'a str,
    pub(super) args: &'a Args,
    pub(super) records: &'a [Record],
    pub(super) eligible: usize,
    pub(super) sampled: usize,
    pub(super) skipped: Skipped,
    pub(super) asked: Vec<Asked>,
    pub(super) tally: Tally,
    pub(super) seconds_per_move: Option<f64>,
    pub(super) error: Option<String>,
}

impl Report<'_> {
    fn pro(&self, p: Position) -> (Color, Point) {
        let (colour, at) = self.records[p.record].moves[p.k - 1];
        // Only moves with a point are eligible.
        (colour, at.unwrap_or_default())
    }

    fn skipped_text(&self) -> String {
        let s = &self.skipped;
        format!(
            "skipped {} records: {} not 19x19, {} with handicap or setup stones, {} unreadable",
            s.total(),
            s.not_19x19,
            s.handicap_or_setup,
            s.unreadable
        )
    }

    pub(super) fn text(&self) -> String {
        let mut out = String::new();
        if self.args.list {
            out.push_str("file\tgame\tmove\tcolour\tpro\tengine\n");
            for a in &self.asked {
                let record = &self.records[a.position.record];
                let (colour, pro) = self.pro(a.position);
                out.push_str(&format!(
                    "{}\t{}\t{}\t{}\t{}\t{}\n",
                    record.file.display(),
                    record.game,
                    a.position.k,
                    colour_arg(colour).to_ascii_uppercase(),
                    vertex(Some(pro), SIZE),
                    a.answer.gtp()
                ));
            }
        }
        let asked = self.asked.len();
        let stopped = if asked < self.sampled {
            format!(" (the run stopped early: {} were sampled)", self.sampled)
        } else {
            String::new()
        };
        let t = &self.tally;
        out.push_str(&format!(
            "engine: {}\n\
             positions: {asked}{stopped}, drawn with seed {} from {} eligible \
             (moves {}-{} of {} games)\n\
             {}\n\
             exact agreement:     {}\n\
             within 2:            {}\n\
             local answer rate:   {}\n\
             play-elsewhere rate: {}\n\
             seconds per genmove: {}\n",
            self.command,
            self.args.seed,
            self.eligible,
            self.args.first_move,
            self.args.last_move,
            self.records.len(),
            self.skipped_text(),
            t.exact.text(),
            t.within2.text(),
            t.local.text(),
            t.elsewhere.text(),
            self.seconds_per_move
                .map_or("-".to_string(), |s| format!("{s:.3}"))
        ));
        out
    }

    pub(super) fn json(&self) -> String {
        let positions = self
            .asked
            .iter()
            .map(|a| {
                let record = &self.records[a.position.record];
                let (colour, pro) = self.pro(a.position);
                PositionJson {
                    file: record.file.display().to_string(),
                    game: record.game,
                    k: a.position.k,
                    colour: colour_arg(colour).to_ascii_uppercase(),
                    pro: vertex(Some(pro), SIZE),
                    engine: a.answer.gtp(),
                }
            })
            .collect();
        let t = &self.tally;
        json::line(&ReportJson {
            engine: self.command,
            seed: self.args.seed,
            first_move: self.args.first_move,
            last_move: self.args.last_move,
            games: self.records.len(),
            eligible: self.eligible,
            sampled: self.sampled,
            measured: self.asked.len(),
            exact: t.exact.into(),
            within2: t.within2.into(),
            local: t.local.into(),
            elsewhere: t.elsewhere.into(),
            seconds_per_move: self.seconds_per_move.map(json::rate),
            skipped: self.skipped.total(),
            skipped_by_reason: self.skipped,
            complete: self.error.is_none(),
            error: self.error.as_deref(),
            positions,
        }) + "\n"
    }
}

/// The JSON report's shape: field order is key order.
#[derive(Serialize)]
struct ReportJson<'a> {
    engine: &'a str,
    seed: u64,
    first_move: u64,
    last_move: u64,
    games: usize,
    eligible: usize,
    sampled: usize,
    measured: usize,
    exact: RateJson,
    within2: RateJson,
    local: RateJson,
    elsewhere: RateJson,
    seconds_per_move: Option<f64>,
    skipped: u64,
    skipped_by_reason: Skipped,
    complete: bool,
    error: Option<&'a str>,
    positions: Vec<PositionJson>,
}

/// A rate with its Wilson interval; `null` where nothing was counted.
#[derive(Serialize)]
struct RateJson {
    hits: u64,
    n: u64,
    rate: Option<f64>,
    wilson_low: Option<f64>,
    wilson_high: Option<f64>,
}

impl From<Rate> for RateJson {
    fn from(r: Rate) -> RateJson {
        let interval = wilson(r.hits, r.n);
        RateJson {
            hits: r.hits,
            n: r.n,
            rate: (r.n > 0).then(|| json::rate(r.hits as f64 / r.n as f64)),
            wilson_low: interval.map(|i| json::rate(i.0)),
            wilson_high: interval.map(|i| json::rate(i.1)),
        }
    }
}

#[derive(Serialize)]
struct PositionJson {
    file: String,
    game: usize,
    #[serde(rename = "move")]
    k: usize,
    colour: String,
    pro: String,
    engine: String,
}
