import { type GuideCopy, questions, tabs } from './guide-copy.ts';

export const CARE_GUIDES: GuideCopy[] = [
  {
    slug: 'how-to-wash-ski-gloves',
    summary:
      'How to wash synthetic and leather ski gloves without ruining the waterproofing, and how to dry them properly.',
    scene: 'ski-slope',
    alt: 'Ski gloves drying on poles beside a piste',
    picks: { categoryUri: '/all/clothing/accessories', name: /glove|mitt/i, adults: true },
    sections: [
      questions('Check the label first', [
        [
          'Materials',
          'Synthetic gloves and leather gloves are washed differently. Many gloves mix both, so follow the method for the leather parts.',
        ],
        [
          'Care instructions',
          'Some gloves are hand wash only, and some should not be washed at all. The label wins over any general advice.',
        ],
      ]),
      questions('What you need', [
        [
          'For synthetic gloves',
          'A technical wash made for waterproof clothing (not household detergent, which leaves residues that attract water), and a bowl of lukewarm water.',
        ],
        [
          'For leather gloves',
          'A leather cleaner or a mild soap, and a leather conditioner or glove wax.',
        ],
      ]),
      questions('Washing synthetic gloves', [
        ['Step 1: prepare', 'Fasten the wrist straps and velcro so they do not snag.'],
        [
          'Step 2: wash',
          'Hand wash in lukewarm water (about 30°C) with a technical wash, squeezing the water through the gloves. If the label allows, you can use a gentle machine cycle at 30°C instead.',
        ],
        [
          'Step 3: rinse',
          'Rinse until no suds remain. Squeeze out the water: do not wring, which can damage the membrane.',
        ],
      ]),
      questions('Washing leather gloves', [
        [
          'Wash them on your hands',
          'Put the gloves on and wash them gently with leather cleaner or mild soap and lukewarm water, as if washing your hands. This keeps their shape.',
        ],
        [
          'Condition them',
          'While the leather is still damp, work in a leather conditioner or wax to keep it supple and water-resistant.',
        ],
      ]),
      questions('Drying', [
        [
          'Slowly, at room temperature',
          'Stand the gloves fingers-up, or hang them, at room temperature. Drying can take a day or two.',
        ],
        [
          'Keep them away from direct heat',
          'Radiators, fires and hairdryers crack leather and can damage waterproof inserts. A glove dryer on a low setting is fine.',
        ],
        [
          'Every day on holiday',
          'Dry your gloves every evening, even if you do not wash them. Warm, dry gloves are far warmer than damp ones.',
        ],
      ]),
      questions('Restoring water repellency', [
        [
          'Synthetic gloves',
          'When water stops beading on the outer fabric, spray on a water-repellent treatment after washing, while the gloves are still damp.',
        ],
        [
          'Leather gloves',
          'Rub in glove wax, especially on the seams and fingertips, and buff off the excess.',
        ],
      ]),
      questions('How often', [
        [
          'Washing',
          'Once or twice a season, or when they smell or the lining feels grimy. Over-washing wears them out.',
        ],
      ]),
    ],
    closing: 'help',
  },
  {
    slug: 'how-to-reproof-a-waterproof-jacket',
    summary:
      'Why waterproof jackets start to feel wet, and how to wash and reproof yours so it beads water again.',
    scene: 'coastal-path',
    alt: 'Rain beading on a waterproof jacket on a coastal walk',
    sections: [
      questions('Why jackets wet out', [
        [
          'The water-repellent finish',
          'Waterproof jackets have a durable water-repellent (DWR) finish on the outer fabric that makes rain bead and roll off. It wears off with dirt, rubbing and time.',
        ],
        [
          'What wetting out feels like',
          'When the outer fabric soaks up water, the jacket stops breathing and sweat condenses inside. It feels like a leak, but the membrane is usually fine.',
        ],
      ]),
      questions('The water test', [
        [
          'Try this first',
          'Sprinkle water on the shoulders and forearms. If it beads, the jacket is fine. If the fabric darkens and soaks it up, it is time to wash it, and then, if needed, reproof it.',
        ],
      ]),
      questions('Wash it first', [
        [
          'Why',
          'Dirt and body oils stop the finish working. Often a wash alone brings the beading back.',
        ],
        [
          'Step 1: prepare the jacket',
          'Empty the pockets, close the zips and fasten the velcro, and loosen the drawcords.',
        ],
        [
          'Step 2: prepare the machine',
          'Clean the detergent drawer so no normal detergent or fabric conditioner gets in: both leave residues that attract water.',
        ],
        [
          'Step 3: wash',
          'Use a technical wash for waterproofs, at 30°C or as the label says, with an extra rinse.',
        ],
      ]),
      tabs('Wash-in or spray-on?', [
        {
          label: 'Spray-on',
          text: 'Treats only the outer fabric, so it suits jackets with a mesh or fleece lining, and lets you target worn areas such as shoulders and cuffs. Spray the jacket while it is still damp from the wash.',
        },
        {
          label: 'Wash-in',
          text: 'Gives even coverage and is quick, but treats the inside too. Use it on shells without a wicking lining: on lined jackets it can make the lining repel sweat.',
        },
      ]),
      questions('Heat activation', [
        [
          'Tumble dry',
          'Most treatments work best with gentle heat. If the label allows, tumble dry on low for 20 to 30 minutes.',
        ],
        ['Iron', 'Or iron on a low setting with a cloth between the iron and the jacket.'],
        ['Air dry', 'Some treatments are designed to cure without heat: check the instructions.'],
      ]),
      questions('PFC-free treatments', [
        [
          'What has changed',
          "The outdoor industry has moved away from fluorocarbon (PFC) treatments, which persist in the environment. Today's treatments are PFC-free.",
        ],
        [
          'What it means for you',
          'PFC-free finishes work well but may need washing and reproofing more often. Read [PFC-free waterproofs explained](/articles/pfc-free-waterproofs-explained).',
        ],
      ]),
      {
        kind: 'video',
        title: 'Watch: reproofing step by step',
        name: 'reproof-a-waterproof-jacket',
        alt: 'Washing and reproofing a waterproof jacket, step by step',
        poster: 'coastal-path',
        caption: 'From detergent drawer to tumble dryer in four minutes.',
      },
      questions('How often', [
        [
          'Washing',
          'Every 10 to 15 days of use, or whenever it is dirty. Washing does not harm a waterproof jacket: dirt does.',
        ],
        [
          'Reproofing',
          'Only when the water test fails after washing, which may be once or twice a year for a jacket in regular use.',
        ],
      ]),
    ],
    closing: {
      service: 'Waterproof reproofing',
      title: 'Let us reproof it for you',
      text: 'Several stores wash and reproof jackets and trousers with PFC-free treatments, ready in about a week.',
    },
  },
  {
    slug: 'how-to-wash-a-down-jacket',
    summary:
      'Down jackets can be washed at home. How to wash one safely, dry it so the down lofts again, and store it.',
    scene: 'snowy-ridge',
    alt: 'A walker in a down jacket resting on a snowy hill',
    sections: [
      questions('When to wash', [
        [
          'Signs it needs a wash',
          'The jacket looks flat and feels less warm, or the cuffs, collar and hem are grubby. Dirt and body oils clump the down.',
        ],
        [
          'How often',
          'Once a season at most for a jacket you wear a lot. Wash less often if you can: every wash is a little wear.',
        ],
      ]),
      questions('What you need', [
        [
          'Down wash',
          "A wash made for down. Household detergent and fabric conditioner strip the down's natural oils and leave it flat.",
        ],
        [
          'A front-loading washing machine',
          'Top-loaders with a central agitator can tear baffles. If you do not have a front-loader, hand wash in a bath.',
        ],
        [
          'Dryer balls',
          'Two or three clean tennis balls or dryer balls, to break up clumps while drying.',
        ],
      ]),
      questions('Washing', [
        [
          'Step 1: prepare',
          'Close all the zips and fasten the poppers. Turn the jacket inside out.',
        ],
        [
          'Step 2: clean the drawer',
          'Rinse the detergent drawer so no detergent residue gets into the wash.',
        ],
        [
          'Step 3: wash',
          'Use the down wash on a delicate cycle at 30°C, with an extra rinse to remove all the wash.',
        ],
        [
          'Step 4: spin gently',
          'Spin on a low setting. Lift the jacket out carefully: wet down is heavy and the baffles can tear.',
        ],
      ]),
      questions('Drying', [
        [
          'Tumble dry on low',
          'Dry on a low heat with the dryer balls. It takes two to three hours, sometimes more.',
        ],
        [
          'Break up the clumps',
          'Every 30 minutes, take the jacket out and gently pull apart any clumps of down with your fingers.',
        ],
        [
          'Make sure it is completely dry',
          'Damp down smells and goes mouldy. When you think it is dry, give it another 30 minutes.',
        ],
      ]),
      questions('Synthetic insulated jackets', [
        [
          'The differences',
          'Use a technical wash rather than a down wash. Synthetic insulation dries much faster and does not clump, so the dryer balls are optional.',
        ],
      ]),
      questions('Storing', [
        [
          'Loose and dry',
          'Hang the jacket up or keep it loose in a large bag. Only keep it compressed in its stuff sack on trips: long compression reduces loft.',
        ],
      ]),
      questions('Small repairs', [
        [
          'Tears',
          'Clean the area and cover small tears with a self-adhesive repair patch, rounded at the corners so it does not peel.',
        ],
        [
          'Feathers poking through',
          'Pull the feather back in from the inside rather than pulling it out, which widens the hole.',
        ],
      ]),
    ],
    closing: 'help',
  },
];
