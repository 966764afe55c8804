import { type GuideCopy, questions, tabs } from './guide-copy.ts';

export const OUTDOOR_GUIDES: GuideCopy[] = [
  {
    slug: 'walking-boot-buying-guide',
    summary:
      'Walking shoes, lightweight boots, leather boots or mountain boots? How to choose for the walking you do, and how to get a fit that lasts all day.',
    scene: 'mountains-dawn',
    alt: 'Walking boots on a rocky path with hills at sunrise behind',
    sections: [
      tabs('What kind of walking?', [
        {
          label: 'Walking shoes',
          text: 'Low-cut, light and flexible, for good paths, trails and travel. Comfortable from the first day, but they give little ankle support on rough ground.',
        },
        {
          label: 'Lightweight boots',
          text: 'Fabric and suede boots with a waterproof lining and a mid-height cuff: the choice for most three-season hillwalking in the UK.',
        },
        {
          label: 'Leather boots',
          text: 'Full-grain leather is tough, supportive and lasts for years with care. Heavier, and it takes longer to break in, but it shrugs off scree and heather.',
        },
        {
          label: 'Mountain boots',
          text: 'Stiff soles that take crampons, for winter walking, scrambling and mountaineering. See the crampon ratings below.',
        },
      ]),
      questions('Boot and crampon ratings', [
        [
          'B0',
          'Flexible boots and shoes. Not suitable for crampons, though microspikes can help on icy low-level paths.',
        ],
        ['B1', 'Stiffened soles for winter walking. Take C1 crampons with strap bindings.'],
        [
          'B2',
          'Semi-stiff, with a heel welt for C2 crampons. For winter hillwalking, gullies and easy winter climbing.',
        ],
        [
          'B3',
          'Fully rigid boots with toe and heel welts for C3 step-in crampons. For technical winter climbing and mountaineering.',
        ],
      ]),
      questions('Waterproof or not?', [
        [
          'Waterproof linings',
          'A waterproof, breathable membrane keeps your feet dry in wet grass and bog, which is most UK walking. It makes boots a little warmer in summer.',
        ],
        [
          'Leather without a lining',
          'Waxed leather boots without a membrane breathe better and can be kept waterproof with regular waxing.',
        ],
        [
          'Non-waterproof shoes',
          'Mesh shoes dry quickly and suit hot, dry trips and walking where you expect to get wet feet anyway.',
        ],
      ]),
      questions('Getting the fit right', [
        [
          'When to try boots',
          'Try boots in the afternoon, when your feet have swollen a little, with the socks you walk in.',
        ],
        [
          'Length',
          'With the boot unlaced, push your foot forward: you should fit a finger behind your heel. Laced up, your toes should not touch the front on a steep downhill ramp.',
        ],
        [
          'Heel hold',
          'A little heel lift when you walk is normal in a new boot, but your heel should not slide up and down. A heel-lock lacing technique can help.',
        ],
        [
          'Width',
          'Your foot should not bulge over the sole or feel squeezed across the widest part. Some brands make wide fits.',
        ],
      ]),
      questions('Soles and grip', [
        [
          'Lugs',
          'Deep, widely spaced lugs clear mud; shallower lugs with a sticky rubber compound grip better on rock.',
        ],
        ['Heel brake', 'A defined step at the heel helps you brake on steep, loose descents.'],
        ['Resoling', 'Good leather boots can be resoled when the tread wears out. Ask in store.'],
      ]),
      questions('Breaking them in', [
        [
          'How long',
          'Modern fabric boots need little breaking in. Leather boots may take a few weeks of shorter walks before a long day.',
        ],
        [
          'Hot spots',
          'If you feel a hot spot, stop and deal with it at once: tape or a blister plaster now saves a blister later.',
        ],
      ]),
      questions('Socks and insoles', [
        [
          'Socks',
          'Merino or synthetic walking socks manage sweat and cushion the foot. Cotton socks hold moisture and cause blisters.',
        ],
        [
          'Insoles',
          'A supportive insole can fix a fit that is nearly right, and helps if your arches ache after long days.',
        ],
      ]),
    ],
    closing: {
      service: 'Walking boot fitting',
      title: 'Book a walking boot fitting',
      text: 'We will measure your feet and find boots that fit, with the socks you walk in. Allow 30 to 45 minutes.',
    },
  },
  {
    slug: 'tent-buying-guide',
    summary:
      'How many people, which seasons and which shape: how to choose a tent for campsites, backpacking or winter, and how to make it last.',
    scene: 'forest-camp',
    alt: 'A green tunnel tent pitched in a clearing among pine trees',
    sections: [
      questions('How many people?', [
        [
          'Berth ratings are snug',
          'A two-person tent fits two people lying side by side, with little room for kit. If you want space, choose one size up.',
        ],
        [
          'Backpacking',
          'Many solo backpackers carry a light two-person tent for the extra room. Groups can split the tent between packs: one carries the inner, another the flysheet and poles.',
        ],
      ]),
      tabs('Seasons', [
        {
          label: '2-season',
          text: 'Light, well-ventilated tents for summer campsites and festivals. Not built for strong wind.',
        },
        {
          label: '3-season',
          text: 'The right choice for most UK camping, from spring to autumn, including the hills. Strong enough for wind and heavy rain.',
        },
        {
          label: '4-season',
          text: 'Strong poles, low profiles and snow valances for winter camping and snow loads. Warmer and heavier, and stuffy in summer.',
        },
      ]),
      tabs('Tent shapes', [
        {
          label: 'Tunnel',
          text: 'The best space for the weight. Needs pegging out to stand, and is strongest pitched with its tail to the wind.',
        },
        {
          label: 'Dome',
          text: 'Crossing poles make a freestanding tent that is easy to pitch and move. A good choice for beginners and rocky ground.',
        },
        {
          label: 'Geodesic',
          text: 'Several crossing poles spread the load: the strongest shape in high wind and snow, used for mountain and expedition tents.',
        },
        {
          label: 'Trekking-pole tents',
          text: 'Use your walking poles instead of tent poles to save weight. Very light, but they take practice to pitch well.',
        },
      ]),
      questions('Weight and pack size', [
        [
          'What to aim for',
          'For backpacking, aim for under about 1.5kg per person. For car camping, weight matters less than space and headroom.',
        ],
        [
          'Where the weight goes',
          'Lighter tents use thinner fabrics and fewer poles. They are strong enough for the job, but they need more care.',
        ],
      ]),
      questions('Waterproofing and fabrics', [
        [
          'Hydrostatic head',
          'A flysheet rated at 2,000 to 3,000mm is plenty for UK rain if the seams are taped. Groundsheets need more, 5,000mm and up, because you kneel and lie on them.',
        ],
        [
          'Nylon or polyester',
          'Nylon is lighter and stronger but stretches when wet, so you may need to re-tension the guy lines. Polyester sags less and resists sunlight better.',
        ],
      ]),
      questions('Pitching', [
        [
          'Flysheet first',
          'Tents that pitch flysheet first, or with the inner attached, keep the inner dry when you pitch in rain: worth it in the UK.',
        ],
        [
          'Practise at home',
          'Pitch a new tent in the garden or park before your trip, so you know how it goes together before you are tired and it is raining.',
        ],
        [
          'Choosing a pitch',
          'Look for flat ground sheltered from the wind, away from the bottom of slopes where cold air and water collect.',
        ],
      ]),
      questions('Condensation', [
        [
          'Why it happens',
          'You breathe out about half a litre of water a night, and it condenses on the cold flysheet. It is not a leak.',
        ],
        [
          'How to reduce it',
          'Open the vents, keep the door open a crack if you can, pitch away from water, and never cook inside the tent.',
        ],
      ]),
      questions('Looking after your tent', [
        [
          'Dry it',
          'Always dry your tent fully before you pack it away for more than a day, or it will grow mildew.',
        ],
        [
          'Clean it',
          'Sponge off mud with cool water. Do not machine wash a tent or use detergent: it strips the coatings.',
        ],
        [
          'Sunlight',
          'Ultraviolet light weakens tent fabric. Do not leave a tent pitched for weeks in strong sun.',
        ],
      ]),
    ],
    closing: 'help',
  },
  {
    slug: 'sleeping-bag-buying-guide',
    summary:
      'Temperature ratings, down or synthetic, shape and the sleeping mat underneath: how to choose a sleeping bag that keeps you warm.',
    scene: 'forest-camp',
    alt: 'A sleeping bag laid out in a tent porch at dusk',
    sections: [
      questions('Temperature ratings', [
        [
          'Comfort',
          'The temperature at which an average woman sleeps comfortably, relaxed. If you sleep cold, choose by this rating.',
        ],
        [
          'Limit',
          'The temperature at which an average man sleeps curled up without shivering. If you sleep warm, you can choose by this rating.',
        ],
        ['Extreme', 'A survival rating only. Never choose a bag by its extreme rating.'],
        [
          'Choosing',
          'Bags tested to ISO 23537 (formerly EN 13537) can be compared fairly. Choose a bag rated for the coldest night you expect, not the average one.',
        ],
      ]),
      tabs('Down or synthetic?', [
        {
          label: 'Down',
          text: 'The warmest fill for its weight, and it packs small. It loses warmth when wet, so it needs a dry bag and care on damp trips. Treated (hydrophobic) down copes better with damp.',
        },
        {
          label: 'Synthetic',
          text: 'Stays warm when damp, dries faster and costs less. It is heavier and bulkier for the same warmth, and loses loft over the years.',
        },
      ]),
      questions('Fill power and fill weight', [
        [
          'Fill power',
          'How much space an ounce of down fills, a measure of quality. 600 to 700 is good, 800 and up is excellent and lighter for the same warmth.',
        ],
        [
          'Fill weight',
          'How much down is in the bag. Together with fill power, it sets the warmth.',
        ],
      ]),
      tabs('Seasons', [
        {
          label: 'Summer',
          text: 'Comfort around +10°C and above. Light and compact for campsites and warm nights.',
        },
        {
          label: '3-season',
          text: 'Comfort around 0 to +5°C. The most useful bag for UK camping from spring to autumn.',
        },
        {
          label: 'Winter',
          text: 'Comfort below −5°C. For winter camping, high camps and cold sleepers.',
        },
      ]),
      questions('Shape and size', [
        [
          'Mummy',
          'Tapers at the feet and has a hood: the warmest for its weight, because there is less air to heat.',
        ],
        [
          'Rectangular',
          'Roomier and can often be unzipped into a quilt. Good for campsites and restless sleepers.',
        ],
        [
          "Women's bags",
          'Shorter, wider at the hips and with more insulation at the feet and torso, where women tend to feel the cold.',
        ],
        [
          'Length',
          'You should be able to stretch out without compressing the insulation at the foot. Zips on opposite sides let two bags join.',
        ],
      ]),
      questions('Your sleeping mat matters too', [
        [
          'R-value',
          "The ground draws heat from you faster than the air. A mat's R-value measures its insulation: aim for 2 to 3 in summer, 4 or more for three-season camping and 5 or more in winter.",
        ],
        [
          'Types of mat',
          'Foam mats are cheap and cannot puncture; self-inflating mats are comfortable and warm; air mats pack smallest.',
        ],
      ]),
      questions('Staying warm at night', [
        [
          'Before bed',
          'Eat a warm meal, have a hot drink and go to bed warm: a sleeping bag keeps heat in, it does not make it.',
        ],
        [
          'In the bag',
          'Wear a dry base layer and a hat. A liner adds a few degrees and keeps the bag clean.',
        ],
      ]),
      questions('Care and storage', [
        [
          'Storage',
          'Store your bag loose in a large cotton sack or hanging up. Only keep it in its stuff sack on trips: long compression damages the fill.',
        ],
        [
          'Washing',
          'Wash rarely, with a down or synthetic-specific wash, and tumble dry on low with dryer balls. See [How to wash a down jacket](/guides/how-to-wash-a-down-jacket): the method is the same.',
        ],
      ]),
    ],
    closing: 'help',
  },
  {
    slug: 'wetsuit-buying-guide',
    summary:
      'How to choose a wetsuit for open-water swimming, surfing or paddling in UK waters: thickness, fit, seams and zips.',
    scene: 'coastal-path',
    alt: 'A calm sea below green cliffs on a summer morning',
    picks: { categoryUri: '/all/swimming/swimwear', name: /wetsuit/i },
    sections: [
      tabs('What will you do in it?', [
        {
          label: 'Open-water swimming',
          text: 'Swimming wetsuits are smooth-skinned, with thin, flexible shoulders for a full stroke and extra buoyancy in the legs to lift you into a good position.',
        },
        {
          label: 'Surfing',
          text: 'Surf suits are built to flex as you paddle and pop up, and to withstand kneeling on boards and rocks.',
        },
        {
          label: 'Paddleboarding and kayaking',
          text: 'If you are mostly out of the water, a thinner suit or a shorty keeps you comfortable while you paddle and warm if you fall in.',
        },
      ]),
      questions('Thickness and water temperature', [
        [
          'What the numbers mean',
          'A 4/3 wetsuit is 4mm thick on the body and 3mm on the arms and legs. Thicker is warmer but less flexible.',
        ],
        [
          'UK seas through the year',
          '- Summer, 14 to 18°C: 3/2\n- Spring and autumn, 10 to 14°C: 4/3, with boots\n- Winter, 6 to 10°C: 5/4 or 6/5, with boots, gloves and a hood',
        ],
      ]),
      questions('Getting the fit right', [
        [
          'Snug everywhere',
          'A wetsuit works by trapping a thin layer of water that your body warms. It should feel tight on land, with no folds or air pockets at the lower back, armpits or knees.',
        ],
        [
          'Movement',
          'You should be able to raise your arms above your head and squat without the suit pulling.',
        ],
        [
          'The neck',
          'The neck seal should be close but comfortable. Chafing can be eased with an anti-chafe balm.',
        ],
      ]),
      questions('Seams', [
        [
          'Flatlock',
          'Stitched flat through the neoprene: comfortable, but lets a little water in. Fine for summer suits.',
        ],
        [
          'Glued and blind-stitched',
          'The panels are glued and then stitched part-way through, so water cannot get in. The standard for suits of 4mm and thicker.',
        ],
        [
          'Taped',
          'Glued and blind-stitched seams with tape inside or outside: the warmest and most durable, for cold water.',
        ],
      ]),
      questions('Zips', [
        [
          'Back zip',
          'Easy to get into, with a long cord you can reach on your own. Lets a little more water in around the zip.',
        ],
        [
          'Chest zip',
          'A shorter zip across the chest seals better and leaves the back more flexible. Takes practice to get into.',
        ],
      ]),
      questions('Boots, gloves and hoods', [
        [
          'When you need them',
          'Below about 12°C, your hands, feet and head lose heat fast. Boots also protect your feet on rocks and shingle.',
        ],
        ['Fit', 'Wear the suit over the boots and gloves so water runs out, not in.'],
      ]),
      questions('Looking after your wetsuit', [
        [
          'After every swim',
          'Rinse it inside and out in cool fresh water and dry it inside out, out of direct sun.',
        ],
        [
          'Storing',
          'Hang it on a wide hanger, folded over the middle rather than by the shoulders. Never tumble dry or iron neoprene.',
        ],
      ]),
    ],
    closing: 'help',
  },
  {
    slug: 'trail-running-packs-buying-guide',
    summary:
      'Capacity, fit, hydration and mandatory kit: how to choose a trail running vest or pack that carries what you need without bouncing.',
    scene: 'trail-run',
    alt: 'A runner with a running vest on a narrow hill trail',
    sections: [
      tabs('How much capacity?', [
        {
          label: 'Up to 5 litres',
          text: 'Short and mid-length runs: two soft flasks, a phone, a windproof and a gel or two.',
        },
        {
          label: '5 to 12 litres',
          text: 'Long days and mountain races with mandatory kit: full waterproofs, a warm layer, food, first aid and a head torch.',
        },
        {
          label: '12 litres and over',
          text: 'Multi-day runs and fastpacking, with a sleeping bag or bivvy. Look for a pack that still fits closely when part-empty.',
        },
      ]),
      questions('Vest or pack?', [
        [
          'Running vests',
          'Sit high on the back and wrap around the chest, with bottles and pockets on the front straps. They barely move when you run and let you eat and drink on the go.',
        ],
        [
          'Running packs',
          'Carry more, with a hip belt to take some weight. Better for heavier loads, but you have to stop to get things out.',
        ],
      ]),
      questions('Getting the fit right', [
        [
          'Sizing',
          "Vests are sized by chest measurement. Measure around the fullest part of your chest and check the brand's size chart.",
        ],
        [
          'Try it loaded',
          'Fill it with the kit you carry and run on the spot or on a treadmill. It should not bounce, rub at the neck or armpits, or stop you breathing deeply.',
        ],
      ]),
      questions('Hydration', [
        [
          'Soft flasks',
          'Flasks on the front straps let you see how much you have drunk and refill quickly from streams or at checkpoints. They shrink as you drink, so they do not slosh.',
        ],
        [
          'Bladders',
          'Hold more water, but it is harder to see how much is left and slower to refill. Useful on hot, long days with few refills.',
        ],
        [
          'How much to carry',
          'Most runners need roughly 400 to 800ml an hour, more in heat. Plan refills along your route.',
        ],
      ]),
      questions('Mandatory kit for races', [
        [
          'What races ask for',
          'Mountain and fell races often require a waterproof jacket and trousers with taped seams, a hat, gloves, a survival bag, a whistle, a map and compass, food and a head torch.',
        ],
        [
          'Check the rules',
          'Every race publishes its list, and kit checks are strict. Make sure your pack holds all of it, with room to pack it quickly.',
        ],
      ]),
      questions('Pockets and features', [
        ['Pole holders', 'Let you stow poles quickly on runnable sections.'],
        [
          'Stretch and zipped pockets',
          'Stretch pockets swallow a jacket without stopping; a zipped pocket keeps your phone and keys safe.',
        ],
        [
          'Safety',
          'A whistle on the chest strap and reflective details are worth having on early starts and late finishes.',
        ],
      ]),
    ],
    closing: 'help',
  },
];
