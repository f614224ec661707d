//! GTP v2 front end: framing, command set, analysis streaming. Owner: the GTP work.
