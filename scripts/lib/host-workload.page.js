/**
 * The host workload (scripts/lib/host-workload.ts): fixed page work whose main-thread CPU time says how fast this
 * host's Chromium runs a page. Plain JavaScript, evaluated as it is in an empty page; never changes with the site.
 * `salt` only renames a variable, so that no compilation cache serves a run the script of another.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by host-workload.ts, which runs this file in a page
function pageWorkload(salt) {
  // A small deterministic generator, so every run does the same work.
  let seed = 20261129;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const NAMES = ['阿莫西林胶囊', '布洛芬缓释胶囊', '连花清瘟胶囊', '板蓝根颗粒', '复方甘草片', '维生素C片', '黄芪饮片', '当归饮片', '医用外科口罩', '血糖试纸'];
  const MAKERS = ['华北制药', '石药集团', '以岭药业', '白云山', '同仁堂', '修正药业'];

  // script: ~150 KB of functions, each called once.
  const parts = [`var salt${salt} = ${salt}; var out = 0;`];
  for (let i = 0; i < 900; i++) {
    parts.push(
      `function f${i}(a, b) { var o = { id: a + ${i}, name: "n" + b, list: [a, b, ${i % 7}] }; ` +
        `for (var k = 0; k < ${(i % 5) + 2}; k++) { o.list.push(k * a % 13); } ` +
        `return o.list.reduce(function (s, x) { return s + x; }, 0) + o.name.length + (o.id > ${i * 3} ? 1 : 0); }`,
    );
  }
  for (let i = 0; i < 900; i++) parts.push(`out += f${i}(${i % 17}, ${i % 11});`);
  parts.push('return out;');
  const scriptResult = new Function(parts.join('\n'))();

  // data: a goods list answer, parsed and prepared for display.
  const goods = Array.from({ length: 1200 }, (_, i) => ({
    id: 1000 + i,
    name: NAMES[next() % NAMES.length] + ` ${(next() % 50) + 1}粒`,
    maker: MAKERS[next() % MAKERS.length],
    price_fen: next() % 100000,
    stock: next() % 500,
    tags: ['医保', '控销', '满减', '近效期'].filter(() => next() % 3 === 0),
  }));
  const answer = JSON.stringify({ code: 10000, msg: '操作成功', data: { list: goods, total: goods.length } });
  const parsed = JSON.parse(answer);
  const rows = parsed.data.list
    .filter((g) => g.stock > 0)
    .sort((a, b) => a.price_fen - b.price_fen || a.id - b.id)
    .map((g) => ({ ...g, price: `¥${Math.floor(g.price_fen / 100)}.${String(g.price_fen % 100).padStart(2, '0')}` }));

  // DOM: a stylesheet of 600 rules and 2,400 cards, laid out three times.
  const style = document.createElement('style');
  const rules = [];
  for (let i = 0; i < 200; i++) {
    rules.push(`.card.c${i % 40} .name { color: rgb(${i}, 40, 60); font-size: ${12 + (i % 5)}px; }`);
    rules.push(`.wide .card:nth-child(${(i % 9) + 2}n) .price { padding: ${i % 4}px; font-weight: ${i % 2 ? 700 : 400}; }`);
    rules.push(`.list[data-v="${i % 3}"] .card .tag:not(:first-child) { margin-left: ${i % 6}px; border: 1px solid #ddd; }`);
  }
  style.textContent = `.list { display: flex; flex-wrap: wrap; gap: 8px; } .card { width: 180px; padding: 8px; box-sizing: border-box; }\n${rules.join('\n')}`;
  document.head.append(style);
  const list = document.createElement('div');
  list.className = 'list';
  list.dataset.v = '0';
  for (let i = 0; i < 2400; i++) {
    const g = rows[i % rows.length];
    const card = document.createElement('article');
    card.className = `card c${i % 40}`;
    const name = document.createElement('h3');
    name.className = 'name';
    name.textContent = g.name;
    const maker = document.createElement('p');
    maker.textContent = `${g.maker} · 库存 ${g.stock}`;
    const price = document.createElement('span');
    price.className = 'price';
    price.textContent = g.price;
    card.append(name, maker, price);
    for (const t of g.tags) {
      const tag = document.createElement('em');
      tag.className = 'tag';
      tag.textContent = t;
      card.append(tag);
    }
    list.append(card);
  }
  document.body.append(list);
  let height = list.getBoundingClientRect().height;
  for (let pass = 1; pass <= 2; pass++) {
    document.body.classList.toggle('wide');
    list.dataset.v = String(pass);
    height += list.getBoundingClientRect().height;
  }
  return scriptResult + rows.length + Math.round(height);
}

