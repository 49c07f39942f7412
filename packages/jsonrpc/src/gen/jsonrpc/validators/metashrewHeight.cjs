"use strict"; // Generated (tools/codegen)
const {validate31} = require("./_shared1.cjs");
const shared1 = require("@gw/runtime/common-validators/UintString").UintString;
exports.params = validate31;
exports.result = shared1;
