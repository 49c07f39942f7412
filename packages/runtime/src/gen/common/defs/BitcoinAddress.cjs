"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
const func1 = require("ajv/dist/runtime/ucs2length").default;
function validate38(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(func1(data)<1){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit:1},message:"must NOT have fewer than 1 characters"});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate38.errors=vErrors;return errors===0;}
exports.BitcoinAddress = validate38;
