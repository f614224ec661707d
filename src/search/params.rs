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
    pub get: fn(&SearchConfig) -> f64,
    pub set: fn(&mut SearchConfig, f64),
}

macro_rules! param {
    ($name:literal, $min:expr, $max:expr, $help:literal, |$c:ident| $field:expr, $to:ty) => {
        Param {
            name: $name,
            help: $help,
            min: $min,
            max: $max,
            get: |$c| $field as f64,
            set: |$c, v| $field = v as $to,
        }
    };
}

macro_rules! flag {
    ($name:literal, $help:literal, |$c:ident| $field:expr) => {
        Param {
            name: $name,
            help: $help,
            min: 0.0,
            max: 1.0,
            get: |$c| f64::from(u8::from($field)),
            set: |$c, v| $field = v != 0.0,
        }
    };
}

pub static PARAMS: &[Param] = &[
    param!(
        "explore",
        0.0,
        10.0,
        "UCB exploration coefficient",
        |c| c.params.explore,
        f32
    ),
    param!(
        "rave_equiv",
        0.0,
        1e7,
        "visits at which RAVE and real statistics weigh the same",
        |c| c.params.rave_equiv,
        f32
    ),
    param!(
        "expand_threshold",
        1.0,
        1000.0,
        "visits a leaf needs before its moves are added",
        |c| c.params.expand_threshold,
        u32
    ),
    param!(
        "even_prior",
        0.0,
        1000.0,
        "virtual visits at 50% every new edge gets",
        |c| c.params.even_prior,
        f32
    ),
    param!(
        "pass_prior",
        0.0,
        1.0,
        "prior win rate of passing while moves remain",
        |c| c.params.pass_prior,
        f32
    ),
    param!(
        "prior_scale",
        0.0,
        100.0,
        "multiplier on the heuristic priors' virtual visits",
        |c| c.params.prior_scale,
        f32
    ),
    flag!(
        "prior_in_amaf",
        "count prior visits in the AMAF estimate too (0 or 1)",
        |c| c.params.prior_in_amaf
    ),
    param!(
        "policy_atari",
        0.0,
        1.0,
        "playouts: probability of the capture/escape step",
        |c| c.policy.atari,
        f32
    ),
    param!(
        "policy_nakade",
        0.0,
        1.0,
        "playouts: probability of the nakade step",
        |c| c.policy.nakade,
        f32
    ),
    param!(
        "policy_pattern",
        0.0,
        1.0,
        "playouts: probability of the 3x3 shape step",
        |c| c.policy.pattern,
        f32
    ),
    param!(
        "policy_two_libs",
        0.0,
        1.0,
        "playouts: probability of the two-liberty step",
        |c| c.policy.two_libs,
        f32
    ),
    param!(
        "policy_small_self_atari_reject",
        0.0,
        1.0,
        "playouts: rejection probability of a 1-2 stone self-atari",
        |c| c.policy.small_self_atari_reject,
        f32
    ),
    param!(
        "policy_big_self_atari_reject",
        0.0,
        1.0,
        "playouts: rejection probability of a self-atari of 3 stones or more",
        |c| c.policy.big_self_atari_reject,
        f32
    ),
    flag!(
        "policy_read_ladders",
        "playouts: read ladders before escaping (0 or 1)",
        |c| c.policy.read_ladders
    ),
];

/// A checked `NAME=VALUE`: the parameter and its value, in range.
pub fn parse(text: &str) -> Result<(&'static Param, f64), String> {
    let (name, value) = text
        .split_once('=')
        .ok_or_else(|| format!("expected NAME=VALUE, got {text:?} (`--param help` lists them)"))?;
    let param = PARAMS
        .iter()
        .find(|p| p.name == name.trim())
        .ok_or_else(|| format!("unknown parameter {name:?} (`--param help` lists them)"))?;
    let value: f64 = value
        .trim()
        .parse()
        .map_err(|_| format!("{}: {value:?} is not a number", param.name))?;
    if !(param.min..=param.max).contains(&value) {
        return Err(format!(
            "{}: {value} outside {}..={}",
            param.name, param.min, param.max
        ));
    }
    Ok((param, value))
}

/// Sets one parameter from `NAME=VALUE`.
pub fn apply(config: &mut SearchConfig, text: &str) -> Result<(), String> {
    let (param, value) = parse(text)?;
    (param.set)(config, value);
    Ok(())
}

/// Every parameter with its range, its value in `config` and what it does, one per line.
pub fn describe(config: &SearchConfig) -> String {
    PARAMS
        .iter()
        .map(|p| {
            format!(
                "{:<32} {:>8} in {}..={}  {}",
                p.name,
                // Shown as the f32 most knobs are, without f64 rounding noise.
                (p.get)(config) as f32,
                p.min,
                p.max,
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
        apply(&mut config, "prior_in_amaf=0").unwrap();
        apply(&mut config, "policy_pattern=0.5").unwrap();
        apply(&mut config, "policy_read_ladders=1").unwrap();
        assert_eq!(config.params.explore, 0.25);
        assert_eq!(config.params.expand_threshold, 4);
        assert!(!config.params.prior_in_amaf);
        assert_eq!(config.policy.pattern, 0.5);
        assert!(config.policy.read_ladders);
        for bad in [
            "explore",
            "explore=",
            "nope=1",
            "policy_atari=2",
            "explore=-0.1",
        ] {
            assert!(apply(&mut config, bad).is_err(), "{bad}");
        }
        assert_eq!(
            config.params.explore, 0.25,
            "a refused setting changes nothing"
        );
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
    }
}
