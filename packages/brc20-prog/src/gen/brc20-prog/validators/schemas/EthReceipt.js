// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { fail, failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { EthLog } from "./EthLog.js";
import { checkEthAddress } from "@gw/runtime/common-validators/EthAddress";
import { checkEthHash } from "@gw/runtime/common-validators/EthHash";
import { checkEthQuantity } from "@gw/runtime/common-validators/EthQuantity";
import { checkHex0x } from "@gw/runtime/common-validators/Hex0x";

export function EthReceipt(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.transactionHash !== undefined) checkEthHash(errors, data.transactionHash, path, "#/properties/transactionHash", "transactionHash");
		if (data.transactionIndex !== undefined) checkEthQuantity(errors, data.transactionIndex, path, "#/properties/transactionIndex", "transactionIndex");
		if (data.blockHash !== undefined) checkEthHash(errors, data.blockHash, path, "#/properties/blockHash", "blockHash");
		if (data.blockNumber !== undefined) checkEthQuantity(errors, data.blockNumber, path, "#/properties/blockNumber", "blockNumber");
		if (data.from !== undefined) checkEthAddress(errors, data.from, path, "#/properties/from", "from");
		if (data.to !== undefined) {
			const data0 = data.to;
			const errs1 = errors.length;
			let valid2 = false;
			let passing3 = null;
			const errs5 = errors.length;
			checkEthAddress(errors, data0, path, "#/properties/to/oneOf/0", "to");
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
			checkEthAddress(errors, data8, path, "#/properties/contractAddress/oneOf/0", "contractAddress");
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
		if (data.cumulativeGasUsed !== undefined) checkEthQuantity(errors, data.cumulativeGasUsed, path, "#/properties/cumulativeGasUsed", "cumulativeGasUsed");
		if (data.gasUsed !== undefined) checkEthQuantity(errors, data.gasUsed, path, "#/properties/gasUsed", "gasUsed");
		if (data.logs !== undefined) {
			const data16 = data.logs;
			if (Array.isArray(data16)) {
				const path0 = path + "/logs";
				for (let i17 = 0; i17 < data16.length; i17++) {
					if (!EthLog(data16[i17])) errors.push(...failed(EthLog, data16[i17], path0 + "/" + i17));
				}
			} else typeFail(errors, path + "/logs", "#/properties/logs", "array");
		}
		if (data.logsBloom !== undefined) checkHex0x(errors, data.logsBloom, path, "#/properties/logsBloom", "logsBloom");
		if (data.status !== undefined) checkEthQuantity(errors, data.status, path, "#/properties/status", "status");
	} else typeFail(errors, path, "#", "object");
	EthReceipt.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
