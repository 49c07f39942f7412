// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { isObject, typeFail } from "@gw/runtime/validator-support";
import { checkEthAddress } from "@gw/runtime/common-validators/EthAddress";
import { checkEthHash } from "@gw/runtime/common-validators/EthHash";
import { checkEthQuantity } from "@gw/runtime/common-validators/EthQuantity";
import { checkHex0x } from "@gw/runtime/common-validators/Hex0x";

export function EthLog(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address !== undefined) checkEthAddress(errors, data.address, path, "#/properties/address", "address");
		if (data.topics !== undefined) {
			const data0 = data.topics;
			if (Array.isArray(data0)) {
				const path0 = path + "/topics";
				for (let i1 = 0; i1 < data0.length; i1++) checkEthHash(errors, data0[i1], path0, "#/properties/topics/items", i1);
			} else typeFail(errors, path + "/topics", "#/properties/topics", "array");
		}
		if (data.data !== undefined) checkHex0x(errors, data.data, path, "#/properties/data", "data");
		if (data.blockNumber !== undefined) checkEthQuantity(errors, data.blockNumber, path, "#/properties/blockNumber", "blockNumber");
		if (data.blockHash !== undefined) checkEthHash(errors, data.blockHash, path, "#/properties/blockHash", "blockHash");
		if (data.transactionHash !== undefined) checkEthHash(errors, data.transactionHash, path, "#/properties/transactionHash", "transactionHash");
		if (data.transactionIndex !== undefined) checkEthQuantity(errors, data.transactionIndex, path, "#/properties/transactionIndex", "transactionIndex");
		if (data.logIndex !== undefined) checkEthQuantity(errors, data.logIndex, path, "#/properties/logIndex", "logIndex");
		if (data.removed !== undefined) {
			const data2 = data.removed;
			if (typeof data2 != "boolean") typeFail(errors, path + "/removed", "#/properties/removed", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	EthLog.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
