//! Search parameters by name, settable at run time (`--param NAME=VALUE`), so that tuning needs
//! no rebuild. The defaults stay where they are defined (`SearchParams::default`,
//! `HeuristicConfig::default`); this table only names each knob, bounds it and says what it
//! does.

use super::SearchConfig;

/// One named knob of a `SearchConfig`. Booleans are 0 or 1.
pub struct Param {
    pub name: &'static str,
    pub help: &'static str,
    pub min: f64,
    pub max: f64,
    /// Counts and flags: a fraction would be silently truncated, so it is refused.
    pub integer: bool,
    pub get: fn(&SearchConfig) -> f64,
    pub set: fn(&mut SearchConfig, f64),
}

// One line per knob (rustfmt leaves these alone): name => field as type, range, meaning.
macro_rules! real {
    ($name:literal => $($field:ident).+, $min:expr, $max:expr, $help:literal) => {
        Param { name: $name, help: $help, min: $min, max: $max, integer: false,
                get: |c| f64::from(c.$($field).+), set: |c, v| c.$($field).+ = v as f32 }
    };
}

macro_rules! count {
    ($name:literal => $($field:ident).+, $min:expr, $max:expr, $help:literal) => {
        Param { name: $name, help: $help, min: $min, max: $max, integer: true,
                get: |c| f64::from(c.$($field).+), set: |c, v| c.$($field).+ = v as u32 }
    };
}

macro_rules! flag {
    ($name:literal => $($field:ident).+, $help:literal) => {
        Param { name: $name, help: $help, min: 0.0, max: 1.0, integer: true,
                get: |c| f64::from(u8::from(c.$($field).+)), set: |c, v| c.$($field).+ = v != 0.0 }
    };
}

// A prior opinion is a win rate and a weight in virtual visits.
const VISITS: f64 = 1000.0;

#[rustfmt::skip]
pub static PARAMS: &[Param] = &[
    real!("explore" => params.explore, 0.0, 10.0, "UCB exploration coefficient (0: RAVE and the priors do the exploring; 0 beat 0.05 by 15-5 on 9x9 at 1,000 playouts)"),
    real!("rave_equiv" => params.rave_equiv, 1.0, 1e7, "visits at which RAVE and real statistics weigh the same (4000, Pachi's 19x19 value, won 17/30 against Pachi at 3 s, the defaults 24/40)"),
    count!("expand_threshold" => params.expand_threshold, 1.0, 1000.0, "visits a leaf needs before its moves are added"),
    real!("even_prior" => params.even_prior, 0.0, VISITS, "virtual visits at 50% every new edge gets"),
    real!("pass_prior" => params.pass_prior, 0.0, 1.0, "prior win rate of passing while moves remain"),
    real!("pass_prior_territory" => params.pass_prior_territory, 0.0, 1.0, "prior win rate of passing while moves remain, in a game counted by territory (Japanese rules)"),
    real!("prior_scale" => params.prior_scale, 0.0, 100.0, "multiplier on the heuristic priors' virtual visits"),
    count!("widen_base" => params.widen_base, 0.0, 1000.0, "progressive widening: moves a new node chooses among, best prior first (0 = all at once)"),
    real!("widen_visits" => params.widen_visits, 1.0, 1e7, "progressive widening: visits before the first extra move"),
    real!("widen_factor" => params.widen_factor, 1.01, 100.0, "progressive widening: growth of visits per extra move (a narrower 1.7 won 6/15 against Pachi at 3 s)"),
    flag!("widen_urgent" => params.widen_urgent, "progressive widening: admit the vital points of small eye spaces at once (0 or 1)"),
    real!("score_weight" => params.score_weight, 0.0, 1.0, "score in the value: the most an edge's win rate gains or loses for its mean margin (0 = win rate alone; 0.1 won 21/40 against Pachi at 3 s, the defaults 24/40)"),
    real!("score_points" => params.score_points, 0.1, 361.0, "score in the value: margin in points (19x19; by area elsewhere) at which the term is half its weight"),
    flag!("score_centred" => params.score_centred, "score in the value: measure margins from the root's mean score, not from zero (0 or 1)"),
    real!("prior_even_value" => params.priors.even.value, 0.0, 1.0, "prior: win rate of every sensible move"),
    real!("prior_even_weight" => params.priors.even.weight, 0.0, VISITS, "prior: visits of every sensible move"),
    real!("prior_capture_value" => params.priors.capture.value, 0.0, 1.0, "prior: win rate of a capture"),
    real!("prior_capture_weight" => params.priors.capture.weight, 0.0, VISITS, "prior: visits of a capture"),
    real!("prior_capture_per_stone" => params.priors.capture_per_stone, 0.0, VISITS, "prior: extra capture visits per stone taken (up to 10)"),
    real!("prior_save_value" => params.priors.save.value, 0.0, 1.0, "prior: win rate of saving a chain in atari"),
    real!("prior_save_weight" => params.priors.save.weight, 0.0, VISITS, "prior: visits of saving a chain in atari"),
    real!("prior_save_per_stone" => params.priors.save_per_stone, 0.0, VISITS, "prior: extra save visits per stone saved (up to 10)"),
    real!("prior_ladder_escape_value" => params.priors.ladder_escape.value, 0.0, 1.0, "prior: win rate of running from atari into a working ladder"),
    real!("prior_ladder_escape_weight" => params.priors.ladder_escape.weight, 0.0, VISITS, "prior: visits of running from atari into a working ladder (plus the save's per-stone extra)"),
    real!("prior_atari_value" => params.priors.atari.value, 0.0, 1.0, "prior: win rate of a safe atari"),
    real!("prior_atari_weight" => params.priors.atari.weight, 0.0, VISITS, "prior: visits of a safe atari"),
    real!("prior_ladder_value" => params.priors.ladder.value, 0.0, 1.0, "prior: win rate of starting a working ladder"),
    real!("prior_ladder_weight" => params.priors.ladder.weight, 0.0, VISITS, "prior: visits of starting a working ladder"),
    real!("prior_race_value" => params.priors.race.value, 0.0, 1.0, "prior: win rate of shortening or lengthening liberties in a capture race whoever moves first wins"),
    real!("prior_race_weight" => params.priors.race.weight, 0.0, VISITS, "prior: visits of a move that decides such a race (0 = races not counted)"),
    real!("prior_race_per_stone" => params.priors.race_per_stone, 0.0, VISITS, "prior: extra race visits per stone at stake on both sides (up to 20)"),
    real!("prior_pattern_near_last_value" => params.priors.pattern_near_last.value, 0.0, 1.0, "prior: win rate of a 3x3 shape next to the last move"),
    real!("prior_pattern_near_last_weight" => params.priors.pattern_near_last.weight, 0.0, VISITS, "prior: visits of a 3x3 shape next to the last move"),
    real!("prior_pattern_value" => params.priors.pattern.value, 0.0, 1.0, "prior: win rate of a 3x3 shape elsewhere"),
    real!("prior_pattern_weight" => params.priors.pattern.weight, 0.0, VISITS, "prior: visits of a 3x3 shape elsewhere"),
    real!("prior_near_last_value" => params.priors.near_last.value, 0.0, 1.0, "prior: win rate within distance 2 of the last move"),
    real!("prior_near_last_weight" => params.priors.near_last.weight, 0.0, VISITS, "prior: visits within distance 2 of the last move"),
    real!("prior_nakade_value" => params.priors.nakade.value, 0.0, 1.0, "prior: win rate of the vital point of a 3-6 point eye space"),
    real!("prior_nakade_weight" => params.priors.nakade.weight, 0.0, VISITS, "prior: visits of the vital point of a 3-6 point eye space"),
    real!("prior_small_self_atari_value" => params.priors.small_self_atari.value, 0.0, 1.0, "prior: win rate of a self-atari of 1-2 stones"),
    real!("prior_small_self_atari_weight" => params.priors.small_self_atari.weight, 0.0, VISITS, "prior: visits of a self-atari of 1-2 stones"),
    real!("prior_big_self_atari_value" => params.priors.big_self_atari.value, 0.0, 1.0, "prior: win rate of a self-atari of 3+ stones"),
    real!("prior_big_self_atari_weight" => params.priors.big_self_atari.weight, 0.0, VISITS, "prior: visits of a self-atari of 3+ stones"),
    real!("prior_empty_line1_value" => params.priors.empty_line1.value, 0.0, 1.0, "prior: win rate of an empty-area first-line move"),
    real!("prior_empty_line1_weight" => params.priors.empty_line1.weight, 0.0, VISITS, "prior: visits of an empty-area first-line move"),
    real!("prior_empty_line2_value" => params.priors.empty_line2.value, 0.0, 1.0, "prior: win rate of an empty-area second-line move"),
    real!("prior_empty_line2_weight" => params.priors.empty_line2.weight, 0.0, VISITS, "prior: visits of an empty-area second-line move"),
    real!("prior_empty_line34_value" => params.priors.empty_line34.value, 0.0, 1.0, "prior: win rate of an empty-area 3rd/4th-line move (13x13 up)"),
    real!("prior_empty_line34_weight" => params.priors.empty_line34.weight, 0.0, VISITS, "prior: visits of an empty-area 3rd/4th-line move (13x13 up)"),
    real!("model_prior_weight" => model_prior_weight, 0.0, VISITS, "move model: virtual wins per square root of its probability (0 = no model; --pattern-weight)"),
    real!("model_prior_small_board_scale" => model_prior_small_board_scale, 0.0, 10.0, "move model: multiplier on model_prior_weight for boards smaller than 13x13"),
    Param { name: "model_owner_playouts", min: -1.0, max: 1024.0, integer: true,
            help: "move model: playouts at each search's root measuring the ownership it reads (-1 = as many as it was trained with, 0 = none)",
            get: |c| c.model_owner_playouts.map_or(-1.0, f64::from),
            set: |c, v| c.model_owner_playouts = (v >= 0.0).then_some(v as u32) },
    real!("model_tenuki_boost" => model_tenuki_boost, 0.0, 1000.0, "move model: where it believes the next move is more likely far from the last move (more than 4) than near, the far moves count 1 + this * (2 * that share - 1) times as much (13x13 up, not in a corner fight beside an empty corner; 0 = off)"),
    real!("model_tenuki_pivot" => model_tenuki_pivot, 0.0, 0.99, "move model: the far share above which model_tenuki_boost starts; the factor is 1 + boost * (share - pivot) / (1 - pivot)"),
    real!("prior_dragon_value" => dragon.opinion.value, 0.0, 1.0, "dragon reader: win rate of the move that decides a critical dragon of prior_dragon_min_stones or more, read at the root"),
    real!("prior_dragon_weight" => dragon.opinion.weight, 0.0, VISITS, "dragon reader: visits of that move, which is also admitted at once (0 = no reading, the default: of the 228 fights of the 3 s games at 10,000 playouts 100 solved 50, 300 with prior_dragon_value=1 62, where 0 solves 41; against Pachi at 2,000 playouts 100 won 11/21 where 0 won 8/11, and 300 with value 1 won 2/15 where 0 won 7/14)"),
    count!("prior_dragon_min_stones" => dragon.min_stones, 1.0, 361.0, "dragon reader: the smallest dragon read at the root"),
    count!("prior_dragon_budget" => dragon.budget, 1.0, 1_000_000.0, "dragon reader: positions each dragon's reading may search"),
    count!("verdict_min_stones" => params.verdicts.min_stones, 0.0, 361.0, "dragon reader in the playouts' scoring: the smallest dragon read at the root whose fate, once settled, the playouts are counted by (0 = none; 6 solved 46 of the 228 fights at 10,000 playouts, 52 with prior_dragon_weight=100, against 41 off; but with it won 11/33 against Pachi at 2,000 playouts where the defaults won 8/11)"),
    count!("verdict_budget" => params.verdicts.budget, 1.0, 1_000_000.0, "dragon reader in the playouts' scoring: positions each dragon's reading may search"),
    flag!("verdict_dead" => params.verdicts.dead, "dragon reader in the playouts' scoring: count a dragon read dead as dead in every playout, not only a critical one after its deciding move (0 or 1)"),
    real!("book_value" => book.value, 0.0, 1.0, "joseki book: win rate of a book move's virtual visits"),
    real!("book_active_visits" => book.active_visits, 0.0, VISITS, "joseki book: visits of the best reply in the corner of the last move"),
    real!("book_lone_visits" => book.lone_visits, 0.0, VISITS, "joseki book: visits of the best reply when the last move is its corner's only stone"),
    real!("book_quiet_visits" => book.quiet_visits, 0.0, VISITS, "joseki book: visits of the best move in a corner with stones, last move elsewhere"),
    real!("book_empty_visits" => book.empty_visits, 0.0, VISITS, "joseki book: visits of the best opening move in an empty corner while a joseki is under way"),
    real!("book_open_visits" => book.open_visits, 0.0, VISITS, "joseki book: visits of the best opening move in an empty corner when no joseki is under way"),
    real!("book_relaxed" => book.relaxed, 0.0, 1.0, "joseki book: multiplier for moves from a relaxed (inexact) match"),
    real!("book_model_visits" => book.model_visits, 0.0, VISITS, "joseki book: visits per unit of the move model's probability in a corner with stones, in place of its state (0 = states)"),
    flag!("book_model_needs_every_corner" => book.model_needs_every_corner, "joseki book: while a corner is empty, a joseki under way counts book_active_visits, not the move model's judgement (0 or 1)"),
    real!("book_offbook_visits" => book.offbook_visits, 0.0, VISITS, "joseki book: visits per square root of a local move's share of the move model's belief, in the corner of a joseki under way that the book does not know while a corner is empty (0 = off)"),
    real!("policy_atari" => policy.atari, 0.0, 1.0, "playouts: probability of the capture/escape step"),
    real!("policy_nakade" => policy.nakade, 0.0, 1.0, "playouts: probability of the nakade step"),
    real!("policy_pattern" => policy.pattern, 0.0, 1.0, "playouts: probability of the 3x3 shape step"),
    real!("policy_two_libs" => policy.two_libs, 0.0, 1.0, "playouts: probability of the two-liberty step"),
    real!("policy_counter_atari" => policy.counter_atari, 0.0, 1.0, "playouts: probability of an atari on an opponent chain of 2 liberties touching a chain of ours the last move left with 3 or 4 (0 = off; 0.25 won 24/40 against Pachi at 3 s, the defaults before it 7/19)"),
    real!("policy_throw_in_reject" => policy.throw_in_reject, 0.0, 1.0, "playouts: rejection probability of a throw-in (self-atari inside a small enemy eye space)"),
    real!("policy_small_self_atari_reject" => policy.small_self_atari_reject, 0.0, 1.0, "playouts: rejection probability of a 1-2 stone self-atari"),
    real!("policy_big_self_atari_reject" => policy.big_self_atari_reject, 0.0, 1.0, "playouts: rejection probability of a self-atari of 3+ stones"),
    real!("time_opening_weight" => time.opening_weight, 0.01, 10.0, "clock: main time's weight for an opening move (endgame = 1)"),
    real!("time_middle_weight" => time.middle_weight, 0.01, 10.0, "clock: main time's weight for a middle-game move (endgame = 1)"),
    real!("time_opening_end" => time.opening_end, 0.0, 1.0, "clock: end of the opening, as a fraction of the board's area"),
    real!("time_middle_end" => time.middle_end, 0.0, 2.0, "clock: end of the middle game, as a fraction of the board's area"),
    real!("time_game_length" => time.game_length, 0.2, 2.0, "clock: sudden death plans for a game of this fraction of the board's area plus 30 moves (0.6 won 6/16 against Pachi at 5 minutes, the defaults 10/16)"),
    real!("time_main_end" => time.main_time_end, 0.0, 2.0, "clock: with overtime, when main time should be spent, as a fraction of the board's area"),
    real!("time_unclear_stretch" => time.unclear_stretch, 1.0, 10.0, "clock: how far past its target an unclear move may think in main time (multiple)"),
    real!("dynkomi_per_stone" => handicap_komi_per_stone, 0.0, 30.0, "handicap games, taking the stones (Black): the search's extra komi per stone at the start, fading by mid-game (0 = off)"),
    real!("time_winrate_drop" => time.winrate_drop, 0.0, 1.0, "clock: a win-rate fall since our last move beyond this thinks on past the target"),
    real!("time_certain_share" => time.certain_share, 0.0, 1.0, "clock: share of a move's planned time used even when the move is settled sooner (without a clock the rest is lost; with one it goes to later moves)"),
];

/// Why a `NAME=VALUE` setting (`--param`, a `--config` line) is refused.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamError {
    /// No `=` in it.
    NotAssignment {
        text: String,
    },
    Unknown {
        name: String,
    },
    /// The value as written (untrimmed) is no number.
    NotANumber {
        param: &'static str,
        value: String,
    },
    /// An integer parameter given a fraction.
    NotWhole {
        param: &'static str,
        value: f64,
    },
    OutOfRange {
        param: &'static str,
        value: f64,
        min: f64,
        max: f64,
    },
    /// A line of a settings file: the file as named, its line number (1-based), the problem.
    InFile {
        origin: String,
        line: usize,
        error: Box<ParamError>,
    },
}

impl std::fmt::Display for ParamError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ParamError::NotAssignment { text } => write!(
                f,
                "expected NAME=VALUE, got {text:?} (`--param help` lists them)"
            ),
            ParamError::Unknown { name } => {
                write!(f, "unknown parameter {name:?} (`--param help` lists them)")
            }
            ParamError::NotANumber { param, value } => {
                write!(f, "{param}: {value:?} is not a number")
            }
            ParamError::NotWhole { param, value } => {
                write!(f, "{param}: {value} is not a whole number")
            }
            ParamError::OutOfRange {
                param,
                value,
                min,
                max,
            } => write!(f, "{param}: {value} outside {min}..={max}"),
            ParamError::InFile {
                origin,
                line,
                error,
            } => write!(f, "{origin}:{line}: {error}"),
        }
    }
}

impl std::error::Error for ParamError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ParamError::InFile { error, .. } => Some(error.as_ref()),
            _ => None,
        }
    }
}

/// A checked `NAME=VALUE`: the parameter and its value, in range.
pub fn parse(text: &str) -> Result<(&'static Param, f64), ParamError> {
    let (name, value) = text
        .split_once('=')
        .ok_or_else(|| ParamError::NotAssignment {
            text: text.to_string(),
        })?;
    let param = PARAMS
        .iter()
        .find(|p| p.name == name.trim())
        .ok_or_else(|| ParamError::Unknown {
            name: name.to_string(),
        })?;
    let value: f64 = value.trim().parse().map_err(|_| ParamError::NotANumber {
        param: param.name,
        value: value.to_string(),
    })?;
    if param.integer && value.fract() != 0.0 {
        return Err(ParamError::NotWhole {
            param: param.name,
            value,
        });
    }
    if !(param.min..=param.max).contains(&value) {
        return Err(ParamError::OutOfRange {
            param: param.name,
            value,
            min: param.min,
            max: param.max,
        });
    }
    Ok((param, value))
}

/// Sets one parameter from `NAME=VALUE`.
pub fn apply(config: &mut SearchConfig, text: &str) -> Result<(), ParamError> {
    let (param, value) = parse(text)?;
    (param.set)(config, value);
    Ok(())
}

/// Sets every `NAME=VALUE` line of a settings file; blank lines and `#` comments are skipped.
/// `origin` names the file in errors, which give its line number. Nothing is set unless
/// every line is good.
pub fn apply_lines(config: &mut SearchConfig, text: &str, origin: &str) -> Result<(), ParamError> {
    let mut settings = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if !line.is_empty() {
            settings.push(parse(line).map_err(|error| ParamError::InFile {
                origin: origin.to_string(),
                line: number + 1,
                error: Box::new(error),
            })?);
        }
    }
    for (param, value) in settings {
        (param.set)(config, value);
    }
    Ok(())
}

/// Every parameter with its range, its value in `config` and what it does, one per line.
pub fn describe(config: &SearchConfig) -> String {
    PARAMS
        .iter()
        .map(|p| {
            format!(
                "{:<32} {:>8} in {}..={}{}  {}",
                p.name,
                // Shown as the f32 most knobs are, without f64 rounding noise.
                (p.get)(config) as f32,
                p.min,
                p.max,
                // Tools that propose values (tools/tune.py) must know which take whole numbers.
                if p.integer { " (whole)" } else { "" },
                p.help
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_reach_the_config_and_bad_ones_are_refused() {
        let mut config = SearchConfig::default();
        apply(&mut config, "explore=0.25").unwrap();
        apply(&mut config, "expand_threshold = 4").unwrap();
        apply(&mut config, "widen_urgent=0").unwrap();
        apply(&mut config, "policy_pattern=0.5").unwrap();
        apply(&mut config, "score_centred=0").unwrap();
        apply(&mut config, "prior_ladder_value=0.75").unwrap();
        assert_eq!(config.params.explore, 0.25);
        assert_eq!(config.params.expand_threshold, 4);
        assert!(!config.params.widen_urgent);
        assert_eq!(config.policy.pattern, 0.5);
        assert!(!config.params.score_centred);
        assert_eq!(config.params.priors.ladder.value, 0.75);
        for bad in [
            "explore",
            "explore=",
            "nope=1",
            "policy_atari=2",
            "explore=-0.1",
            "explore=NaN",
            "expand_threshold=2.5",
            "widen_urgent=0.5",
        ] {
            assert!(apply(&mut config, bad).is_err(), "{bad}");
        }
        assert_eq!(
            config.params.explore, 0.25,
            "a refused setting changes nothing"
        );
    }

    #[test]
    fn a_settings_file_sets_all_or_nothing_and_names_the_bad_line() {
        let mut config = SearchConfig::default();
        let text = "# tuned on 9x9\n\nexplore = 0.1  # a little\nprior_capture_weight=12\n";
        apply_lines(&mut config, text, "tune.cfg").unwrap();
        assert_eq!(config.params.explore, 0.1);
        assert_eq!(config.params.priors.capture.weight, 12.0);
        let error = apply_lines(&mut config, "explore=0.3\nrave=1\n", "bad.cfg").unwrap_err();
        assert!(error.to_string().starts_with("bad.cfg:2: "), "{error}");
        assert!(
            matches!(&error, ParamError::InFile { line: 2, error, .. }
                if matches!(**error, ParamError::Unknown { .. })),
            "{error:?}"
        );
        assert_eq!(config.params.explore, 0.1, "a bad file changes nothing");
    }

    #[test]
    fn each_bad_setting_is_its_own_case_with_the_text_users_read() {
        let cases: [(&str, ParamError, &str); 5] = [
            (
                "explore",
                ParamError::NotAssignment {
                    text: "explore".into(),
                },
                "expected NAME=VALUE, got \"explore\" (`--param help` lists them)",
            ),
            (
                "nope=1",
                ParamError::Unknown {
                    name: "nope".into(),
                },
                "unknown parameter \"nope\" (`--param help` lists them)",
            ),
            (
                "explore= x",
                ParamError::NotANumber {
                    param: "explore",
                    value: " x".into(),
                },
                "explore: \" x\" is not a number",
            ),
            (
                "expand_threshold=2.5",
                ParamError::NotWhole {
                    param: "expand_threshold",
                    value: 2.5,
                },
                "expand_threshold: 2.5 is not a whole number",
            ),
            (
                "policy_atari=2",
                ParamError::OutOfRange {
                    param: "policy_atari",
                    value: 2.0,
                    min: 0.0,
                    max: 1.0,
                },
                "policy_atari: 2 outside 0..=1",
            ),
        ];
        for (text, case, message) in cases {
            let Err(error) = parse(text) else {
                panic!("{text} accepted");
            };
            assert_eq!(error, case, "{text}");
            assert_eq!(error.to_string(), message, "{text}");
        }
    }

    #[test]
    fn every_default_is_in_range_and_listed() {
        let config = SearchConfig::default();
        let listing = describe(&config);
        for p in PARAMS {
            let v = (p.get)(&config);
            assert!((p.min..=p.max).contains(&v), "{} default {v}", p.name);
            assert!(listing.contains(p.name));
        }
        assert_eq!(listing.lines().count(), PARAMS.len());
        // tools/tune.py reads which parameters take whole numbers from this mark.
        for (p, line) in PARAMS.iter().zip(listing.lines()) {
            assert_eq!(line.contains(" (whole)  "), p.integer, "{line}");
        }
        let mut names: Vec<_> = PARAMS.iter().map(|p| p.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), PARAMS.len(), "names are unique");
    }
}
