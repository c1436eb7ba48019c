import { describe, expect, test } from 'vitest'
import { RenderBusy, renderGate } from './render-gate.server'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the render gate', () => {
	test('at most `active` at once; clients take turns, whatever their number of requests', async () => {
		const gate = renderGate({ active: 1, maxWaitMs: 5_000 })
		const order: string[] = []
		const first = await gate.enter('flood')
		// The flood queues ten renders, then a resident one.
		const flood = Array.from({ length: 10 }, (_, i) =>
			gate.enter('flood').then((done) => {
				order.push(`flood ${i}`)
				done()
			}),
		)
		const resident = gate.enter('resident').then((done) => {
			order.push('resident')
			done()
		})
		expect(gate.running).toBe(1)
		expect(gate.waiting).toBe(11)
		first()
		await Promise.all([...flood, resident])
		// The resident's one render comes second, not eleventh.
		expect(order.slice(0, 3)).toEqual(['flood 0', 'resident', 'flood 1'])
		expect(gate.running).toBe(0)
	})

	test('a client past its share of waiting renders is refused at once, with a retry time', async () => {
		const gate = renderGate({ active: 1, perClient: 2, maxWaitMs: 5_000 })
		const held = await gate.enter('a')
		const waiting = [gate.enter('a'), gate.enter('a')]
		await expect(gate.enter('a')).rejects.toBeInstanceOf(RenderBusy)
		// Another client still gets in line.
		const other = gate.enter('b')
		held()
		await Promise.all([...waiting, other].map((w) => w.then((done) => done())))
	})

	test('a render that waits too long is refused, never left waiting', async () => {
		const gate = renderGate({ active: 1, maxWaitMs: 30 })
		const held = await gate.enter('a')
		const started = Date.now()
		const refused = await gate.enter('b').catch((error: unknown) => error)
		expect(refused).toBeInstanceOf(RenderBusy)
		expect((refused as RenderBusy).retryAfterSeconds).toBe(1)
		expect(Date.now() - started).toBeLessThan(1_000)
		expect(gate.waiting).toBe(0)
		held()
		await tick()
		// The slot is free again.
		const again = await gate.enter('b')
		again()
		// Giving a turn back twice frees one slot, not two.
		const once = await gate.enter('c')
		once()
		once()
		expect(gate.running).toBe(0)
	})
})
