"use strict"; // Generated (tools/codegen)
const {validate36} = require("./_shared5.cjs");
const {validate37} = require("./_shared6.cjs");
exports.params = validate36;
exports.result = validate37;
