import { type GuideCopy, questions, tabs } from './guide-copy.ts';

const bootFitting = {
  service: 'Ski boot fitting',
  title: 'Book a ski boot fitting',
  text: 'A fitter will measure your feet, find the right shell and mould the liners. Allow an hour.',
};

export const SKI_GUIDES: GuideCopy[] = [
  {
    slug: 'ski-buying-guide',
    summary:
      'Where you ski, how you ski and how much you weigh matter more than the graphics. Here is how to choose the right skis, and the right length.',
    scene: 'ski-slope',
    alt: 'A skier making a carved turn on a freshly groomed piste',
    sections: [
      tabs('Where do you ski?', [
        {
          label: 'Piste',
          text: 'Skis for groomed runs have a narrow waist (about 68 to 80mm), full camber and a short turning radius, so they grip on hard snow and switch quickly from edge to edge.\n\nChoose these if you ski mostly on-piste and enjoy carving.',
        },
        {
          label: 'All-mountain',
          text: 'The right choice for most UK skiers on a week in the Alps. A waist of 80 to 95mm with a little tip rocker grips on the piste and copes with crud, slush and the odd powder day.',
        },
        {
          label: 'Freeride',
          text: 'Wider skis (95mm and up) with rocker in the tip and tail float in deep snow and pivot easily in trees. They feel slower edge to edge on hard pistes.',
        },
        {
          label: 'Touring',
          text: 'Light skis for climbing uphill on skins, paired with touring bindings and boots. See our [ski touring kit list](/guides/ski-touring-kit-list).',
        },
      ]),
      questions('Your ability', [
        [
          'Beginner',
          'Look for a soft, forgiving ski that turns easily at low speed. A shorter ski (around chin height) is easier to control while you learn.',
        ],
        [
          'Intermediate',
          'You link parallel turns on red runs and want to go a little faster. A slightly stiffer ski, between chin and nose height, gives more stability without punishing mistakes.',
        ],
        [
          'Advanced and expert',
          'You ski all terrain at speed. Stiffer skis, from nose height to above your head, hold an edge on ice and stay stable at speed.',
        ],
      ]),
      questions('Choosing the length', [
        [
          'The rule of thumb',
          'Stand the ski on its tail: it should reach somewhere between your chin and the top of your head. Beginners go towards the chin, experts towards the top of the head.',
        ],
        [
          'Adjust for your weight',
          'Weight matters more than height. If you are heavier than average for your height, go 5cm longer; if you are lighter, go 5cm shorter.',
        ],
        [
          'Adjust for rocker',
          'Rockered tips and tails lift off the snow, so the ski behaves as if it were shorter. Add about 5cm for a ski with lots of rocker.',
        ],
      ]),
      questions('Waist width and turn radius', [
        [
          'Waist width',
          'The width under your foot, in millimetres. Narrower skis are quicker edge to edge on hard snow; wider skis float in soft snow.\n\n- Under 75mm: piste and carving\n- 75 to 90mm: all-mountain, mostly on-piste\n- 90 to 105mm: all-mountain, plenty of off-piste\n- Over 105mm: powder and freeride',
        ],
        [
          'Turn radius',
          'Printed on the ski in metres. A short radius (under 14m) makes quick, slalom-style turns; 15 to 18m is a good all-rounder; over 20m suits long, fast turns.',
        ],
      ]),
      tabs('Camber and rocker', [
        {
          label: 'Camber',
          text: 'The ski arches up under your foot, so the whole edge presses into the snow when you stand on it. Grippy, lively and precise on hard snow.',
        },
        {
          label: 'Rocker',
          text: 'The tip (and sometimes the tail) rises early, like a banana. Floats in powder, pivots easily and forgives a late turn, but grips less on ice.',
        },
        {
          label: 'Hybrid',
          text: 'Camber underfoot with rocker in the tip, or tip and tail. Most all-mountain skis use this: grip on the piste, float off it.',
        },
      ]),
      questions('Bindings', [
        [
          'Release settings',
          'Choose a binding whose release range (the DIN range) puts your setting in the middle, not at either end. Your setting depends on weight, height, age, ability and boot sole length, and is set by a trained technician.',
        ],
        [
          'Brake width',
          'The brake must be at least as wide as the ski waist, and no more than about 15mm wider, or it will drag in turns.',
        ],
        [
          'System or flat skis',
          'Many piste skis come with matched bindings on an integrated plate. Flat skis need bindings mounted; we do this free when you buy both from us.',
        ],
      ]),
      questions('Buy, hire or demo?', [
        [
          'If you ski a week a year',
          'Buy boots first: they make the biggest difference. Hire skis in the resort, so you can choose for the conditions.',
        ],
        [
          'If you ski two weeks or more',
          'Owning skis starts to pay off after about two weeks a year, and you get to know them. Try before you buy with [Demo for free](/information/demo-for-free).',
        ],
      ]),
    ],
    closing: {
      service: 'Ski servicing workshop',
      title: 'Talk to a ski technician',
      text: 'Our workshop stores stock demo skis and can set up bindings while you wait.',
    },
  },
  {
    slug: 'ski-boot-buying-guide',
    summary:
      'Boots matter more than skis. How to choose the flex, width and size of ski boot that suits your feet and your skiing, and what a good fit feels like.',
    scene: 'ski-workshop',
    alt: 'A boot fitter checking the shell fit of a ski boot',
    sections: [
      questions('Why boots come first', [
        [
          'Boots steer the ski',
          'Every movement of your foot and shin reaches the ski through the boot. A boot that is too big lets your foot slide about, so the ski responds late; a boot that is too small hurts.',
        ],
        [
          'Buy boots before skis',
          'Hire skis are fine for most holidays, but hire boots rarely fit well. If you buy one thing, make it boots.',
        ],
      ]),
      tabs('Flex', [
        {
          label: 'Beginner',
          text: 'A soft flex lets you bend your ankles and stay balanced while you learn.\n\n- Men: 60 to 80\n- Women: 50 to 70',
        },
        {
          label: 'Intermediate',
          text: 'A medium flex supports you at higher speed while still forgiving mistakes.\n\n- Men: 80 to 100\n- Women: 70 to 90',
        },
        {
          label: 'Advanced',
          text: 'A firmer flex transmits power quickly to the edges.\n\n- Men: 100 to 120\n- Women: 90 to 110',
        },
        {
          label: 'Expert',
          text: 'Stiff boots for fast, aggressive skiing and racing.\n\n- Men: 120 to 140\n- Women: 110 to 130\n\nFlex numbers are not standard between brands, and heavier or taller skiers need a stiffer boot.',
        },
      ]),
      questions('Width (last)', [
        [
          'What the last is',
          'The width of the boot at the widest part of the forefoot, measured on a size 26.5 shell. The right width holds your foot without pinching.',
        ],
        [
          'Narrow, medium or wide',
          '- Narrow: 97 to 98mm, for slim feet and precise control\n- Medium: about 100mm, for most feet\n- Wide: 102mm and up, for broad forefeet and comfort',
        ],
      ]),
      questions('Sizing', [
        [
          'Mondopoint',
          'Ski boots are sized in Mondopoint: the length of your foot in centimetres. A foot 27cm long is a size 27 or 27.5 (most shells cover both half sizes).',
        ],
        [
          'The shell fit',
          'With the liner out, slide your foot forward until your toes touch the front of the shell. The gap behind your heel should be one finger (about 1.5cm) for a snug performance fit, or up to two fingers for comfort.',
        ],
        [
          'Do not size up for comfort',
          'Most people buy boots too big. A boot that feels roomy in the shop packs out after a few days on the hill.',
        ],
      ]),
      questions('How a good fit feels', [
        ['Standing up straight', 'Your toes lightly brush the front of the boot.'],
        [
          'Flexing forward',
          'When you bend your knees into the ski stance, your toes pull back from the front and your heel stays down in its pocket.',
        ],
        [
          'After 15 minutes',
          'Keep the boots on in the shop for at least 15 minutes. Firm pressure everywhere is right; a sharp point of pain is not, but a fitter can usually fix it.',
        ],
        [
          'Socks',
          'Wear one pair of thin ski socks. Thick socks make a boot feel warm in the shop but cold on the hill, because they restrict circulation.',
        ],
      ]),
      questions('Liners, footbeds and adjustments', [
        [
          'Heat-moulded liners',
          'Many liners are heated and moulded to your feet in store, which removes pressure points and improves hold.',
        ],
        [
          'Custom footbeds',
          'A footbed supports your arch so your foot does not collapse inside the boot. It improves comfort, warmth and control for most skiers.',
        ],
        [
          'Shell stretching',
          'Bunions, wide ankle bones and long toes can be accommodated by stretching the shell where it presses.',
        ],
      ]),
      questions('Walk modes and soles', [
        [
          'Walk mode',
          'A lever that frees the cuff for walking. Useful for long walks to the lift and essential for touring.',
        ],
        [
          'Sole standards',
          'Alpine boots (ISO 5355), GripWalk soles and touring soles (ISO 9523) fit different bindings. Check your bindings are compatible before you buy: we can check them in store.',
        ],
      ]),
    ],
    closing: bootFitting,
  },
  {
    slug: 'ski-helmet-buying-guide',
    summary:
      'How to choose a ski helmet: safety standards, construction, fit and sizing, goggle compatibility and when to replace it.',
    scene: 'ski-slope',
    alt: 'A skier in a helmet and goggles waiting at the top of a run',
    sections: [
      questions('Why wear a helmet', [
        [
          'Protection',
          'A helmet reduces the risk of a serious head injury in a fall or collision, at any level of skiing. Most skiers in the Alps now wear one.',
        ],
        [
          'The rules abroad',
          'Helmets are compulsory for children and teenagers in Italy and in some Austrian regions. Rules change, so check before you travel, and remember that your travel insurance may ask whether you were wearing one.',
        ],
      ]),
      questions('Safety standards', [
        [
          'EN 1077',
          'The European standard for ski and snowboard helmets. Class B helmets (the most common) have more ventilation and soft ear covers; Class A helmets cover more of the head, as race helmets do.',
        ],
        [
          'Rotational protection',
          'Some helmets add a low-friction layer inside the shell that lets the head move slightly on impact, reducing the rotational forces linked to brain injury.',
        ],
      ]),
      tabs('Construction', [
        {
          label: 'In-mould',
          text: 'A thin polycarbonate shell fused to the foam liner. Light and well ventilated, but more easily scuffed.',
        },
        {
          label: 'Hard shell',
          text: 'A separate tough ABS shell over the foam. Heavier, but more resistant to knocks in bags and on lifts. Often better value.',
        },
        {
          label: 'Hybrid',
          text: 'A hard shell on top, where knocks happen, with in-mould construction below to save weight.',
        },
      ]),
      questions('Sizing and fit', [
        [
          'Measure your head',
          'Wrap a tape measure around your head about 1cm above your eyebrows and ears. Choose the size whose range includes your measurement.',
        ],
        [
          'The fit test',
          'With the dial or pads adjusted, the helmet should sit level, just above your eyebrows, and stay put when you shake your head, without pressure points.',
        ],
        [
          'The chin strap',
          'Fasten it so you can fit one finger between strap and chin. It should not be loose enough to let the helmet tip back.',
        ],
      ]),
      questions('Goggles and helmets together', [
        [
          'No gap',
          'Your goggles should meet the helmet with no gap of bare forehead, and the helmet should not push the goggles down your nose. Try them together.',
        ],
        [
          'Visor helmets',
          'Some helmets have a built-in visor instead of goggles. They suit glasses wearers, and the visor flips up on the lift.',
        ],
      ]),
      questions('Warmth, vents and extras', [
        [
          'Adjustable vents',
          'Open on spring days, closed in a blizzard. Helmets with adjustable vents are more comfortable across a whole season.',
        ],
        ['Ear pads', 'Removable ear pads can be washed, and some take audio speakers.'],
      ]),
      questions('When to replace a helmet', [
        [
          'After an impact',
          'Replace a helmet after any hard knock, even if you cannot see damage: the foam crushes to absorb energy and does not recover.',
        ],
        [
          'With age',
          'Replace it every five years or so, as the materials degrade. Never buy a helmet second-hand, as you cannot know its history.',
        ],
      ]),
    ],
    closing: 'help',
  },
  {
    slug: 'ski-goggles-buying-guide',
    summary:
      'Lens tints, lens shapes, fit and anti-fog: how to choose ski goggles that let you see in flat light and bright sun.',
    scene: 'snowy-ridge',
    alt: 'Bright sun on a snowy ridge with a blue sky',
    sections: [
      tabs('Lens categories', [
        {
          label: 'S1: low light',
          text: 'Lets through 43 to 80% of light (VLT). Yellow, rose and light amber lenses that add contrast on cloudy, snowy and flat-light days.',
        },
        {
          label: 'S2: all-round',
          text: 'Lets through 18 to 43% of light. A good single lens for changeable conditions.',
        },
        {
          label: 'S3: sunny',
          text: 'Lets through 8 to 18% of light. For bright sun and high altitude. Too dark for snowfall or flat light.',
        },
        {
          label: 'Photochromic',
          text: 'Darken in bright light and lighten in shade, usually spanning two categories (S1 to S3, for example). One lens for most days.',
        },
      ]),
      questions('Lens shape', [
        [
          'Cylindrical',
          'Curved side to side but flat top to bottom. A classic look and often cheaper, with slightly more glare and distortion at the edges.',
        ],
        [
          'Spherical',
          'Curved in both directions, like your eye. A wider field of view, less distortion, and more air inside the goggle to reduce fogging.',
        ],
        ['Toric', 'A blend of both: a wide view with a lower profile.'],
      ]),
      questions('Interchangeable lenses', [
        [
          'Why carry two',
          'A dark lens for sun and a light lens for cloud covers almost every day. Many goggles come with a spare lens.',
        ],
        [
          'Changing lenses',
          'Magnetic systems let you swap lenses with gloves on in under a minute. Clip systems are more secure but fiddlier.',
        ],
      ]),
      questions('Polarised and mirrored lenses', [
        [
          'Polarised',
          'Cuts glare from snow and ice, reducing eye strain on sunny days. It can make icy patches harder to spot, so some skiers prefer non-polarised lenses.',
        ],
        [
          'Mirrored',
          'A mirror coating reflects light before it reaches the lens, so the lens can be lighter in tint. It is mostly about brightness; the tint underneath sets the contrast.',
        ],
      ]),
      questions('Avoiding fog', [
        [
          'Double lenses',
          'All good ski goggles have a double lens with an anti-fog coating on the inside. Never wipe the inside lens: it removes the coating. Let it dry instead.',
        ],
        [
          'Keep them on your face',
          'Pushing goggles up onto your forehead or helmet lets warm, damp air in. Keep them on your face, or in your pocket.',
        ],
        [
          'Vents',
          'Make sure the vents at the top of the frame are not blocked by your helmet or hat.',
        ],
      ]),
      questions('Getting the fit right', [
        [
          'Frame size',
          'The foam should seal against your face all the way round, with no gaps at the cheekbones or nose. Smaller frames suit smaller faces and children.',
        ],
        [
          'With your helmet',
          'Try goggles with your helmet. The strap should sit comfortably on the helmet and the frame should meet the helmet brim.',
        ],
        [
          'Glasses wearers',
          'OTG (over the glasses) goggles have a deeper frame and cut-outs for arms. Prescription inserts are another option.',
        ],
      ]),
      questions('Looking after goggles', [
        [
          'Cleaning',
          'Dab the outside lens with the microfibre bag, not your glove. Let the inside dry on its own.',
        ],
        [
          'Storing',
          'Dry goggles at room temperature, away from radiators, and store them in their bag to avoid scratches.',
        ],
      ]),
    ],
    closing: 'help',
  },
  {
    slug: 'ski-pole-buying-guide',
    summary:
      'How to choose the right length of ski pole, and what to look for in materials, grips and baskets.',
    scene: 'ski-slope',
    alt: 'Ski poles planted in the snow beside a piste',
    sections: [
      questions('Finding your length', [
        [
          'The quick test',
          'Turn the pole upside down and grip it just below the basket, with your hand touching the basket. Your elbow should be at a right angle, with your forearm parallel to the ground.',
        ],
        [
          'By height',
          '- 150 to 157cm: 105cm\n- 158 to 165cm: 110cm\n- 166 to 172cm: 115cm\n- 173 to 180cm: 120cm\n- 181 to 188cm: 125cm\n- 189cm and over: 130cm',
        ],
        [
          'Between sizes',
          'Go shorter if you mostly ski steep ground or carve; go longer if you mostly cruise on gentle pistes or skate on flats.',
        ],
      ]),
      tabs('Materials', [
        {
          label: 'Aluminium',
          text: 'Strong, affordable and forgiving: aluminium bends rather than snaps, and a bent pole can often be straightened. The best choice for most skiers.',
        },
        {
          label: 'Carbon and composite',
          text: 'Lighter, with a lower swing weight that makes pole plants quicker and less tiring. They can snap under a sharp sideways knock.',
        },
      ]),
      questions('Grips and straps', [
        [
          'Grips',
          'A moulded grip with a finger contour is comfortable in gloves. A rubber grip is warmer than bare plastic.',
        ],
        [
          'Straps',
          'Adjustable straps keep the pole with you if you drop it. Some poles have a quick-release strap that frees your hand in a fall.',
        ],
      ]),
      questions('Baskets', [
        ['Piste baskets', 'Small baskets are light and do not catch in gates or moguls.'],
        [
          'Powder baskets',
          'Larger baskets stop poles sinking in deep snow. On many poles the baskets screw off, so you can swap them.',
        ],
      ]),
      questions('Adjustable and touring poles', [
        [
          'Telescopic poles',
          'Two or three sections let you lengthen the poles for skinning uphill and shorten them for the descent. Check the lock works easily with gloves on.',
        ],
        [
          'Grips for touring',
          'An extended foam grip below the handle lets you hold the pole lower on steep traverses without adjusting it.',
        ],
      ]),
      questions('Poles for children', [
        [
          'When to start',
          'Most children learn without poles until they can link turns confidently. Add poles when an instructor suggests it.',
        ],
        [
          'Sizing',
          'Use the same upside-down test as adults. Children grow fast, so adjustable junior poles are good value.',
        ],
      ]),
    ],
    closing: 'help',
  },
];
