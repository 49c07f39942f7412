"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const pattern6 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
function validate27(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern6.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^(0|-?[1-9][0-9]*)$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate27.errors=vErrors;return errors===0;}
exports.IntString = validate27;
