// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { fail, isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";
import { EthLog } from "./EthLog.js";

const pattern0 = pattern("^0x[0-9a-fA-F]{40}$", "u");
const pattern1 = pattern("^0x[0-9a-fA-F]{64}$", "u");
const pattern2 = pattern("^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", "u");
const pattern3 = pattern("^0x[0-9a-fA-F]*$", "u");

export function EthReceipt(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.transactionHash !== undefined) checkEthHash(errors, data.transactionHash, path + "/transactionHash", "#/properties/transactionHash");
		if (data.transactionIndex !== undefined) checkEthQuantity(errors, data.transactionIndex, path + "/transactionIndex", "#/properties/transactionIndex");
		if (data.blockHash !== undefined) checkEthHash(errors, data.blockHash, path + "/blockHash", "#/properties/blockHash");
		if (data.blockNumber !== undefined) checkEthQuantity(errors, data.blockNumber, path + "/blockNumber", "#/properties/blockNumber");
		if (data.from !== undefined) checkEthAddress(errors, data.from, path + "/from", "#/properties/from");
		if (data.to !== undefined) {
			const data0 = data.to;
			const errs1 = errors.length;
			let valid2 = false;
			let passing3 = null;
			const errs5 = errors.length;
			checkEthAddress(errors, data0, path + "/to", "#/properties/to/oneOf/0");
			const valid4 = errors.length === errs5;
			if (valid4) {
				valid2 = true;
				passing3 = 0;
			}
			const errs7 = errors.length;
			if (!(data0 === null)) typeFail(errors, path + "/to", "#/properties/to/oneOf/1", "null");
			const valid6 = errors.length === errs7;
			if (valid6 && valid2) {
				valid2 = false;
				passing3 = [passing3, 1];
			} else {
				if (valid6) {
					valid2 = true;
					passing3 = 1;
				}
			}
			if (valid2) {
				errors.length = errs1;
			} else {
				fail(errors, path + "/to", "#/properties/to/oneOf", "oneOf", { passingSchemas: passing3 }, "must match exactly one schema in oneOf");
			}
		}
		if (data.contractAddress !== undefined) {
			const data8 = data.contractAddress;
			const errs9 = errors.length;
			let valid10 = false;
			let passing11 = null;
			const errs13 = errors.length;
			checkEthAddress(errors, data8, path + "/contractAddress", "#/properties/contractAddress/oneOf/0");
			const valid12 = errors.length === errs13;
			if (valid12) {
				valid10 = true;
				passing11 = 0;
			}
			const errs15 = errors.length;
			if (!(data8 === null)) typeFail(errors, path + "/contractAddress", "#/properties/contractAddress/oneOf/1", "null");
			const valid14 = errors.length === errs15;
			if (valid14 && valid10) {
				valid10 = false;
				passing11 = [passing11, 1];
			} else {
				if (valid14) {
					valid10 = true;
					passing11 = 1;
				}
			}
			if (valid10) {
				errors.length = errs9;
			} else {
				fail(errors, path + "/contractAddress", "#/properties/contractAddress/oneOf", "oneOf", { passingSchemas: passing11 }, "must match exactly one schema in oneOf");
			}
		}
		if (data.cumulativeGasUsed !== undefined) checkEthQuantity(errors, data.cumulativeGasUsed, path + "/cumulativeGasUsed", "#/properties/cumulativeGasUsed");
		if (data.gasUsed !== undefined) checkEthQuantity(errors, data.gasUsed, path + "/gasUsed", "#/properties/gasUsed");
		if (data.logs !== undefined) {
			const data16 = data.logs;
			if (Array.isArray(data16)) {
				for (let i17 = 0; i17 < data16.length; i17++) {
					if (!EthLog(data16[i17], path + "/logs" + "/" + i17)) errors.push(...EthLog.errors);
				}
			} else typeFail(errors, path + "/logs", "#/properties/logs", "array");
		}
		if (data.logsBloom !== undefined) checkHex0x(errors, data.logsBloom, path + "/logsBloom", "#/properties/logsBloom");
		if (data.status !== undefined) checkEthQuantity(errors, data.status, path + "/status", "#/properties/status");
	} else typeFail(errors, path, "#", "object");
	EthReceipt.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `EthAddress`, checked where it is used. */
function checkEthAddress(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]{40}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `EthHash`, checked where it is used. */
function checkEthHash(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]{64}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `EthQuantity`, checked where it is used. */
function checkEthQuantity(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern2.test(data)) patternFail(errors, path, schemaPath, "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `Hex0x`, checked where it is used. */
function checkHex0x(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern3.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]*$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
