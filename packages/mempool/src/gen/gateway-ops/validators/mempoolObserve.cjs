"use strict"; // Generated (tools/codegen)
const {pushError,typeError,shared0} = require("./_shared1.cjs");
function patternError(instancePath,schemaPath,pattern){return{instancePath,schemaPath,keyword:"pattern",params:{pattern},message:"must match pattern \""+pattern+"\""};}
function requiredError(instancePath,schemaPath,missingProperty){return{instancePath,schemaPath,keyword:"required",params:{missingProperty},message:"must have required property '"+missingProperty+"'"};}
const pattern4 = new RegExp("^([0-9a-fA-F]{2})*$", "u");
const func1 = require("ajv/dist/runtime/ucs2length").default;
function validate25(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.hex===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","hex"));errors++;}for(const key0 in data){if(!(key0==="hex")){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty:key0},message:"must NOT have additional properties"});errors++;}}if(data.hex!==undefined){let data0=data.hex;if(typeof data0==="string"){if(!pattern4.test(data0)){vErrors=pushError(vErrors,patternError(instancePath+"/hex","#/pattern","^([0-9a-fA-F]{2})*$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath+"/hex","#/type","string"));errors++;}if(typeof data0==="string"){if(func1(data0)<2){vErrors=pushError(vErrors,{instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/minLength",keyword:"minLength",params:{limit:2},message:"must NOT have fewer than 2 characters"});errors++;}}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate25.errors=vErrors;return errors===0;}
function validate26(data,{instancePath=""}={}){validate26.errors=null;return true;}
function validate27(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.error===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","error"));errors++;}if(data.error!==undefined){if(typeof data.error!=="string"){vErrors=pushError(vErrors,typeError(instancePath+"/error","#/properties/error/type","string"));errors++;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate27.errors=vErrors;return errors===0;}
const shared1 = require("@gw/runtime/common-validators/AdminRequired").AdminRequired;
const shared2 = require("@gw/runtime/common-validators/AuthUnavailable").AuthUnavailable;
exports.input = validate25;
exports.response__200 = validate26;
exports.response__400 = validate27;
exports.response__401 = shared0;
exports.response__403 = shared1;
exports.response__503 = shared2;
