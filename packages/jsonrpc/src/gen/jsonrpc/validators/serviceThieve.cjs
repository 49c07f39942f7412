"use strict"; // Generated (tools/codegen)
const {validate44} = require("./_shared1.cjs");
function validate55(data,{instancePath=""}={}){validate55.errors=null;return true;}
exports.params = validate44;
exports.result = validate55;
