import { colour, font, radius, shadow } from '../tokens.ts';

// Logical properties only: the same rules serve left-to-right and right-to-left (dir on the panel root).
export const CSS = `.panel{position:fixed;z-index:2147483001;inset-block-end:5.75rem;inset-inline-end:1.25rem;box-sizing:border-box;display:flex;flex-direction:column;inline-size:min(24rem,calc(100vw - 2.5rem));block-size:min(40rem,calc(100vh - 7.5rem));overflow:hidden;border:1px solid ${colour.borderSubtle};border-radius:${radius.lg};background:${colour.surface};color:${colour.text};box-shadow:${shadow.lg};font-family:${font.latin};font-size:.875rem;line-height:1.5;text-align:start}
.panel[lang=ar]{font-family:${font.arabic};line-height:1.75}
.panel[hidden]{display:none}
[data-position=left] .panel{inset-inline-end:auto;inset-inline-start:1.25rem}
@media (max-width:480px){.panel{inset:0;inline-size:100%;block-size:100%;border:0;border-radius:0}}
*,*::before,*::after{box-sizing:border-box}
button,input,textarea{font:inherit;color:inherit}
:focus-visible{outline:2px solid ${colour.focus};outline-offset:2px}
.sr{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.header{display:flex;align-items:center;gap:.5rem;padding:.75rem 1rem;background:var(--qc-accent);color:var(--qc-on-accent)}
.logo{inline-size:2rem;block-size:2rem;border-radius:${radius.full};object-fit:cover;background:#fff}
.heading{flex:1;min-inline-size:0}
.name{margin:0;font-size:1rem;font-weight:600;line-height:1.25;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.status{margin:0;font-size:.75rem;opacity:.9}
.hbtn{display:inline-flex;align-items:center;justify-content:center;min-inline-size:2.25rem;block-size:2.25rem;padding-inline:.5rem;border:1px solid transparent;border-radius:${radius.md};background:transparent;color:inherit;cursor:pointer}
.hbtn:hover{border-color:currentColor}
.header :focus-visible{outline-color:currentColor}
.hbtn svg{inline-size:1.25rem;block-size:1.25rem;fill:none;stroke:currentColor;stroke-width:2}
.log{flex:1;display:flex;flex-direction:column;gap:.75rem;padding:1rem;overflow-y:auto;background:${colour.sunken}}
.row{display:flex;justify-content:flex-start}
.row[data-role=user]{justify-content:flex-end}
.bubble{display:grid;gap:.25rem;max-inline-size:85%;padding:.5rem .75rem;border-radius:${radius.lg};border-end-start-radius:${radius.sm};background:${colour.neutralSoft};overflow-wrap:anywhere}
.row[data-role=user] .bubble{background:var(--qc-accent);color:var(--qc-on-accent);border-radius:${radius.lg};border-end-end-radius:${radius.sm}}
.row[data-role=agent] .bubble{background:${colour.accentSoft}}
.text{margin:0;white-space:pre-wrap}
.team{font-size:.75rem;font-weight:600;color:${colour.accentHover}}
.time{font-size:.75rem;opacity:.85;justify-self:end}
.card{display:grid;gap:.5rem;margin-block-start:.25rem;padding:.75rem;border:1px solid ${colour.border};border-radius:${radius.md};background:${colour.surface};color:${colour.text}}
.card-head,.docs li{display:flex;align-items:center;justify-content:space-between;gap:.5rem}
.card-title{margin:0;font-weight:600}
.number{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-weight:600}
.route{margin:0}
.steps,.docs{display:grid;gap:.375rem;margin:0;padding:0;list-style:none}
.steps li{position:relative;padding-inline-start:1.25rem;color:${colour.textSecondary}}
.steps li::before{content:"";position:absolute;inset-inline-start:0;inset-block-start:.45em;inline-size:.625rem;block-size:.625rem;border:2px solid ${colour.border};border-radius:${radius.full}}
.steps li[data-state=completed]::before{border-color:${colour.accent};background:${colour.accent}}
.steps li[data-state=current]{color:${colour.text};font-weight:600}
.steps li[data-state=current]::before{border-color:${colour.accent}}
.docs li>span:first-child{display:grid}
.muted{color:${colour.textSecondary};font-size:.75rem}
.tag{flex:none;padding:0 .5rem;border-radius:${radius.full};font-size:.75rem;font-weight:600;background:${colour.infoSoft};color:${colour.info}}
.tag[data-tone=delivered],.tag[data-tone=approved],.tag[data-tone=completed]{background:${colour.positiveSoft};color:${colour.positive}}
.tag[data-tone=delayed],.tag[data-tone=rejected]{background:${colour.criticalSoft};color:${colour.critical}}
.tag[data-tone=customs_clearance],.tag[data-tone=pending]{background:${colour.cautionSoft};color:${colour.caution}}
.chips{display:flex;flex-wrap:wrap;gap:.375rem;margin:0;padding:0;border:0}
.chip{padding:.25rem .75rem;border:1px solid ${colour.border};border-radius:${radius.full};background:${colour.surface};color:${colour.text};cursor:pointer;text-align:start}
.chip:hover{border-color:${colour.accent};background:${colour.accentSoft}}
.notice{margin:0;padding:.5rem .75rem;border-radius:${radius.md};background:${colour.infoSoft};color:${colour.info}}
.typing{display:flex;gap:.25rem;padding:.75rem;inline-size:fit-content;border-radius:${radius.lg};background:${colour.neutralSoft}}
.typing span{inline-size:.5rem;block-size:.5rem;border-radius:${radius.full};background:${colour.textSecondary};animation:qc-dot 1.2s infinite ease-in-out}
.typing span:nth-child(2){animation-delay:.15s}
.typing span:nth-child(3){animation-delay:.3s}
@keyframes qc-dot{0%,80%,100%{opacity:.3}40%{opacity:1}}
@media (prefers-reduced-motion:reduce){.typing span{animation:none}}
.composer{display:flex;align-items:flex-end;gap:.5rem;padding:.75rem;border-block-start:1px solid ${colour.borderSubtle}}
.composer textarea,.field input{flex:1;min-inline-size:0;padding:.5rem .75rem;border:1px solid ${colour.textSecondary};border-radius:${radius.md};background:${colour.surface}}
.composer textarea{resize:none;field-sizing:content;max-block-size:7.5rem}
.send,.primary{padding:.5rem 1rem;border:0;border-radius:${radius.md};background:${colour.accent};color:${colour.onAccent};font-weight:600;cursor:pointer}
.send:disabled{opacity:.5;cursor:not-allowed}
.secondary{padding:.5rem 1rem;border:1px solid ${colour.border};border-radius:${radius.md};background:${colour.surface};cursor:pointer}
.link{padding:0;border:0;background:none;text-decoration:underline;cursor:pointer}
.prechat{display:grid;gap:.75rem;padding:1rem;border-block-start:1px solid ${colour.borderSubtle}}
.prechat p{margin:0}
.field{display:grid;gap:.25rem;font-weight:600}
.actions{display:flex;justify-content:flex-end;gap:.5rem}`;
