import type { EditorialPage } from './types';

export const PHOTO_CHALLENGE: EditorialPage = {
  path: '/photo-challenge',
  title: 'Alabama Photo Challenge',
  description:
    'Share your best Alabama travel photos: how the photo challenge works, this season’s themes, and tips for great shots of beaches, parks and small towns.',
  lede: 'Show us Alabama through your lens. Your photos may be featured in our photo album and on our social channels.',
  sections: [
    {
      heading: 'How to take part',
      paragraphs: [
        'Post your photo on Instagram or Facebook with the hashtag #AlabamaTravel and tell us where it was taken. Photos must be your own, taken in Alabama, and show people only with their permission.',
      ],
    },
    {
      heading: 'This season’s themes',
      paragraphs: ['We look for photos that make someone want to go there:'],
      list: [
        'First light: sunrise on a lake, a beach or a mountain overlook',
        'Small-town main streets and courthouse squares',
        'Something delicious and where you found it',
        'Wildflowers, waterfalls and fall colour in the state parks',
      ],
    },
    {
      heading: 'Using your photo',
      paragraphs: [
        'If we would like to share your photo, we will ask you first and credit you by name. You keep the copyright.',
      ],
      links: [{ href: '/photo-album', text: 'See the photo album' }],
    },
  ],
};

export const PHOTO_ALBUM: EditorialPage = {
  path: '/photo-album',
  title: 'Alabama Photo Album',
  description:
    'A photo album of Alabama: beaches, canyons, civil rights landmarks, music halls and small towns, picked from places across the state.',
  lede: 'A look around the state, place by place. Select a photo to learn more about the place.',
  sections: [],
};

export const MOST_RELAXING_TRIP: EditorialPage = {
  path: '/most-relaxing-trip',
  title: 'The Most Relaxing Trip',
  description:
    'Plan the most relaxing trip in Alabama: quiet beaches, lake cabins, spa days, porch-swing towns and slow scenic drives.',
  lede: 'Slow down. These are the places where an Alabama afternoon stretches out as long as you like.',
  sections: [
    {
      heading: 'Water all around',
      paragraphs: [
        'Watch pelicans from a beach chair on Dauphin Island, rent a pontoon boat on Lake Martin or Lake Guntersville, or float the Cahaba River in a kayak among the Cahaba lilies in late spring.',
      ],
    },
    {
      heading: 'Take it easy',
      paragraphs: [
        'Book a massage at a resort on the Robert Trent Jones Golf Trail, rock on the porch of a historic inn in Fairhope, and leave the evening free for a sunset over Mobile Bay.',
      ],
    },
    {
      heading: 'Scenic drives',
      paragraphs: [
        'The Talladega Scenic Drive climbs to Cheaha, the state’s highest point. Little River Canyon Rim Parkway has overlooks every few miles. Neither needs hurrying.',
      ],
      links: [
        { href: '/road-trips', text: 'Find a road trip' },
        { href: '/create-a-trip', text: 'Create your own trip' },
      ],
    },
  ],
};

export const UNPLAN_YOUR_TRIP: EditorialPage = {
  path: '/unplanyourtrip',
  title: 'Unplan Your Trip',
  description:
    'Unplan your trip: pick a region, leave the schedule at home and let Alabama’s back roads, diners and festivals surprise you.',
  lede: 'Some of the best trips have no itinerary at all. Choose a direction and see where Alabama takes you.',
  sections: [
    {
      heading: 'How to unplan',
      paragraphs: [
        'Book your first night and nothing else. Ask at the diner counter where to go next. Turn off the interstate when a sign says “historic downtown.” Stop when you see a barbecue smoker going.',
      ],
    },
    {
      heading: 'A few nudges',
      paragraphs: ['If you want a starting point, let the experiences choose for you:'],
      links: [
        { href: '/experience-alabama/food-and-drink', text: 'Follow your appetite' },
        { href: '/experience-alabama/music', text: 'Follow the music' },
        { href: '/experience-alabama/outdoor', text: 'Follow the trails' },
        { href: '/festivals-and-events', text: 'See what is on this weekend' },
      ],
    },
  ],
};

export const SWEET_SPOT: EditorialPage = {
  path: '/sweetspot',
  title: 'Find Your Sweet Spot',
  description:
    'Find your sweet spot in Alabama: bakeries, candy shops, ice cream stands, pie diners, peach stands and the desserts that define the state.',
  lede: 'From Lane cake to fried pies, Alabama has a sweet tooth. Here is where to satisfy yours.',
  sections: [
    {
      heading: 'Alabama classics',
      paragraphs: [
        'The Lane cake, a bourbon-laced layer cake from Clayton, is the official state dessert. Look also for banana pudding, pecan pie, peach cobbler in summer, and fried hand pies at roadside stands.',
      ],
    },
    {
      heading: 'Seasonal stops',
      paragraphs: [
        'Chilton County, halfway between Birmingham and Montgomery, is peach country: roadside stands sell fresh peaches, ice cream and cobbler from late May to August. Baldwin County’s satsumas ripen in late fall.',
      ],
    },
  ],
};

export const MIND_TRIP: EditorialPage = {
  path: '/mind-trip',
  title: 'Take a Mind Trip',
  description:
    'Take a mind trip to Alabama: videos, stories and photos that bring the beaches, music, food and history of Alabama to you before you go.',
  lede: 'Not ready to travel yet? Let Alabama come to you first, then plan the real thing.',
  sections: [
    {
      heading: 'Watch, read, listen',
      paragraphs: [
        'Watch the Gulf at sunrise, read about the Muscle Shoals sound, and learn the stories behind the Edmund Pettus Bridge, all from your couch.',
      ],
      links: [
        { href: '/videos', text: 'Watch Alabama videos' },
        { href: '/articles', text: 'Read Alabama stories' },
        { href: '/photo-album', text: 'Browse the photo album' },
        { href: '/online-vacation-guide', text: 'Read the vacation guide online' },
      ],
    },
  ],
};

export const REVIEWS: EditorialPage = {
  path: '/reviews',
  title: 'Reviews',
  description:
    'Read what travellers say about Alabama’s places to go, and share your own review of the attractions, restaurants and hotels you visit.',
  lede: 'The best advice comes from people who have been there. Read about places loved by visitors and share your own experience.',
  sections: [
    {
      heading: 'Share your review',
      paragraphs: [
        'Each place page links to the place’s own website and its listing on maps, where you can leave a review. Tell others what you loved, when you went and what to know before going.',
      ],
    },
    {
      heading: 'Tell us',
      paragraphs: [
        'At the foot of every page on this site you can tell us whether the page helped. We read every response and use it to improve our listings.',
      ],
    },
  ],
};

export const ATTRACTION_TICKETS: EditorialPage = {
  path: '/attraction-tickets',
  title: 'Attraction Tickets',
  description:
    'Plan ahead and buy tickets for Alabama attractions: the U.S. Space & Rocket Center, museums, aquariums, caverns, zoos and more.',
  lede: 'Many Alabama attractions sell timed or discounted tickets online. Buying ahead saves time in line, especially on weekends and holidays.',
  sections: [
    {
      heading: 'How to buy',
      paragraphs: [
        'Tickets are sold by each attraction. Select an attraction below to see its hours and a link to its own website, where you can buy tickets and check for discounts for children, seniors and the military.',
      ],
    },
  ],
};
