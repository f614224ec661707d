// Drives the engine the way Sabaki v0.60 does, through Sabaki's own GTP library
// (@sabaki/gtp): attach, sync by replay and by undo, each analysis command stopped by the next
// command, genmove_analyze, a handicap sync. Analysis lines are read as Sabaki reads them.
// Usage: node driver.js ENGINE [ARGS...]; exit status 0 when every check holds.

const assert = require('assert')
const {Controller} = require('@sabaki/gtp')

// Sabaki's reading of one analysis line: `info` segments, each ending in its PV (cut at the
// first pass); key/value pairs before it; segments whose move is not a vertex are dropped.
// The win rate is a fraction only for kata-* commands, else an integer in ten-thousandths.
function readAnalysis(line, commandName) {
  const kata = commandName.startsWith('kata-')
  return line
    .split(/\s*info\s+/)
    .slice(1)
    .map(segment => segment.trim())
    .map(segment => {
      const pv = segment.match(/(pass|[A-Za-z]\d+)(\s+(pass|[A-Za-z]\d+))*\s*$/)
      if (pv == null) return null
      const moves = pv[0].split(/\s+/)
      const passAt = moves.indexOf('pass')
      return [segment.slice(0, pv.index), moves.slice(0, passAt < 0 ? Infinity : passAt)]
    })
    .filter(x => x != null)
    .map(([head, pv]) => {
      const tokens = head.trim().split(/\s+/).slice(0, -1)
      const fields = {pv}
      for (let i = 0; i + 1 < tokens.length; i += 2) fields[tokens[i]] = tokens[i + 1]
      return fields
    })
    .filter(({move}) => move != null && /^[A-Za-z]\d+$/.test(move))
    .map(({move, visits, winrate, scoreLead, pv}) => ({
      move,
      visits: +visits,
      rawWinrate: winrate,
      percent: kata ? +winrate * 100 : +winrate / 100,
      scoreLead: scoreLead != null ? +scoreLead : null,
      pv
    }))
}

async function ok(engine, name, ...args) {
  const response = await engine.sendCommand({name, args})
  assert(!response.error, `${name} ${args.join(' ')} failed: ${response.content}`)
  return response.content
}

// Starts an analysis, waits for its first readable line, then stops it as Sabaki does: by
// sending protocol_version.
async function analyseThenStop(engine, name, color) {
  let variations = []
  let seen = null
  const firstLine = new Promise(resolve => (seen = resolve))
  const analysis = engine.sendCommand({name, args: [color, '20']}, ({line}) => {
    if (!line.startsWith('info ')) return
    const read = readAnalysis(line, name)
    if (read.length > 0) {
      variations = read
      seen()
    }
  })
  await firstLine
  const stop = engine.sendCommand({name: 'protocol_version'})
  const [analysed, stopped] = await Promise.all([analysis, stop])
  assert(!analysed.error, `${name}: ${analysed.content}`)
  assert.strictEqual(stopped.content, '2')
  // The most visited move's rate is near even early in a 9×9 game; 100× too small shows as
  // under 1 %.
  const best = variations.reduce((a, b) => (b.visits > a.visits ? b : a), variations[0])
  assert(best.percent > 1 && best.percent < 99, `${name}: best ${best.move} at ${best.percent} %`)
  for (const v of variations) {
    assert(v.percent >= 0 && v.percent <= 100, `${name}: ${v.move} shown at ${v.percent} %`)
    if (!name.startsWith('kata-')) {
      assert(/^\d+$/.test(v.rawWinrate), `${name}: winrate ${v.rawWinrate} is not an integer`)
    }
    assert(v.visits > 0 && v.pv.length > 0 && v.pv[0] === v.move)
  }
  return variations
}

async function main() {
  const [path, ...args] = process.argv.slice(2)
  const engine = new Controller(path, args)
  engine.start()

  // Attach.
  assert.strictEqual(await ok(engine, 'name'), 'Tesuji')
  await ok(engine, 'version')
  assert.strictEqual(await ok(engine, 'protocol_version'), '2')
  const commands = (await ok(engine, 'list_commands')).split('\n')
  for (const c of ['undo', 'analyze', 'kata-analyze', 'lz-analyze', 'genmove_analyze']) {
    assert(commands.includes(c), `${c} not listed`)
  }

  // Sync by replay: komi before boardsize, then clear_board and the moves.
  await ok(engine, 'komi', '6.5')
  await ok(engine, 'boardsize', '9')
  await ok(engine, 'clear_board')
  for (const [color, vertex] of [['B', 'E5'], ['W', 'C3'], ['B', 'G7']]) {
    await ok(engine, 'play', color, vertex)
  }
  // Sync by undo: the user took back White's... Black's last move and played elsewhere.
  await ok(engine, 'undo')
  await ok(engine, 'play', 'B', 'G3')

  // Each analysis command Sabaki may use, each stopped by the next command.
  for (const name of ['analyze', 'kata-analyze', 'lz-analyze']) {
    const variations = await analyseThenStop(engine, name, 'W')
    assert(variations.length > 0, `${name}: nothing readable`)
  }

  // genmove_analyze: info lines, then `play <vertex>`; Sabaki plays what it names.
  let infoLines = 0
  const generated = await engine.sendCommand({name: 'genmove_analyze', args: ['W', '20']}, ({line}) => {
    if (line.startsWith('info ')) infoLines += readAnalysis(line, 'genmove_analyze').length > 0 ? 1 : 0
  })
  assert(!generated.error, generated.content)
  const play = generated.content.split('\n').find(l => l.startsWith('play '))
  assert(play != null && /^play ([A-HJ-T]\d+|pass|resign)$/.test(play), generated.content)
  assert(infoLines > 0, 'genmove_analyze showed no analysis')

  // Handicap sync on a fresh 19×19 board: set_free_handicap, then White's move.
  await ok(engine, 'boardsize', '19')
  await ok(engine, 'clear_board')
  await ok(engine, 'set_free_handicap', 'D4', 'Q16', 'D16')
  const white = await ok(engine, 'genmove', 'W')
  assert(/^([A-HJ-T]\d+|pass|resign)$/.test(white), white)
  await analyseThenStop(engine, 'analyze', 'B')

  await engine.stop()
  console.log('sabaki session: all checks passed')
}

main().catch(err => {
  console.error(err && err.stack ? err.stack : String(err))
  process.exit(1)
})
