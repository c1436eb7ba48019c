import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { Hint } from '#app/components/ui/field'
import { useT } from '#app/i18n/hooks'
import { MAP_IMAGE, MAP_SCALE } from './request-rules'

const STEP = 20

function parse(value: string | undefined) {
	if (!value || !/^\d{1,4}$/.test(value)) return null
	const n = Number(value)
	return n <= MAP_SCALE ? n : null
}

/**
 * An optional point on the council's drawn map (loaded only with JavaScript, see contact-form):
 * tap or click to set it; with a keyboard, the arrow keys move it. It is sent as thousandths of
 * the map's width and height (`map_x`, `map_y`); without JavaScript these fields do not exist.
 */
export default function MapPicker({ initial }: { initial?: { x: string; y: string } }) {
	const t = useT()
	const id = useId()
	const x0 = parse(initial?.x)
	const y0 = parse(initial?.y)
	const [point, setPoint] = useState<{ x: number; y: number } | null>(
		x0 !== null && y0 !== null ? { x: x0, y: y0 } : null,
	)
	const clamp = (n: number) => Math.min(MAP_SCALE, Math.max(0, Math.round(n)))
	const onClick = (event: MouseEvent<SVGSVGElement>) => {
		const box = event.currentTarget.getBoundingClientRect()
		setPoint({
			x: clamp(((event.clientX - box.left) / box.width) * MAP_SCALE),
			y: clamp(((event.clientY - box.top) / box.height) * MAP_SCALE),
		})
	}
	const onKey = (event: KeyboardEvent<SVGSVGElement>) => {
		const moves: Record<string, [number, number]> = {
			ArrowLeft: [-STEP, 0],
			ArrowRight: [STEP, 0],
			ArrowUp: [0, -STEP],
			ArrowDown: [0, STEP],
		}
		const move = moves[event.key]
		if (!move) return
		event.preventDefault()
		const from = point ?? { x: MAP_SCALE / 2, y: MAP_SCALE / 2 }
		setPoint({ x: clamp(from.x + move[0]), y: clamp(from.y + move[1]) })
	}
	const { width, height } = MAP_IMAGE
	return (
		<div>
			<p id={`${id}-label`} className="block font-semibold text-slate-900">
				{t('contact.map')}
			</p>
			<Hint id={`${id}-hint`} className="mt-1">
				{t('contact.mapHint')}
			</Hint>
			<svg
				viewBox={`0 0 ${width} ${height}`}
				role="application"
				tabIndex={0}
				aria-labelledby={`${id}-label`}
				aria-describedby={`${id}-hint ${id}-state`}
				onClick={onClick}
				onKeyDown={onKey}
				className="mt-2 block w-full cursor-crosshair rounded-md border border-slate-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
				data-map-picker
			>
				<image href={MAP_IMAGE.src} width={width} height={height} />
				{point ? (
					<circle
						cx={(point.x / MAP_SCALE) * width}
						cy={(point.y / MAP_SCALE) * height}
						r={14}
						fill="#b91c1c"
						stroke="#fff"
						strokeWidth={4}
					/>
				) : null}
			</svg>
			<p id={`${id}-state`} aria-live="polite" className="mt-1 text-sm text-slate-800">
				{point ? t('contact.mapSet') : ''}
			</p>
			{point ? (
				<>
					<input type="hidden" name="map_x" value={point.x} />
					<input type="hidden" name="map_y" value={point.y} />
					<button
						type="button"
						onClick={() => setPoint(null)}
						className="mt-1 font-semibold text-primary-dark underline underline-offset-2"
					>
						{t('contact.mapClear')}
					</button>
				</>
			) : null}
		</div>
	)
}
