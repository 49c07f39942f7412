"use strict"; // Generated (tools/codegen)
const validate83 = require("@gw/runtime/common-validators/LimitEcho").LimitEcho;
module.exports = {validate83};
